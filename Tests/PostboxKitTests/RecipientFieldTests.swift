@testable import PostboxKit
@testable import PostboxStore
import Testing

@Suite("Recipient field")
struct RecipientFieldTests {
    @Test("Issue 36: a comma or semicolon outside quotes ends an address, which becomes a token; the rest stays typed")
    func tokens() {
        var field = RecipientField("")
        field.type("\"Lovelace, Ada\" <ada@example.com>; grace@example.com, al")
        #expect(field.tokens == ["\"Lovelace, Ada\" <ada@example.com>", "grace@example.com"])
        #expect(field.typed == "al")
        #expect(field.recipients == "\"Lovelace, Ada\" <ada@example.com>, grace@example.com, al")
    }

    @Test("Issue 36: an address already there is not added again, by its address whatever its name or case")
    func noDuplicates() {
        var field = RecipientField("Ada <ada@example.com>")
        field.type("ADA@example.com, Ada Lovelace <ada@EXAMPLE.com>,  b")
        #expect(field.tokens == ["Ada <ada@example.com>"])
        #expect(field.typed == "b")
    }

    @Test("Issue 36: a stored draft's recipients are all tokens; editing one puts it back in the field after what was typed")
    func edit() {
        var field = RecipientField("a@example.com, b@example.com")
        #expect(field.tokens == ["a@example.com", "b@example.com"] && field.typed.isEmpty)
        field.type("c@exa")
        field.edit(at: 0)
        #expect(field.tokens == ["b@example.com", "c@exa"])
        #expect(field.typed == "a@example.com")
        field.edit(at: 7)
        #expect(field.tokens.count == 2, "an index out of range changes nothing")
    }
}
