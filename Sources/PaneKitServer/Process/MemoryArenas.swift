#if canImport(Glibc)
import Glibc
#endif

/// The allocator's policy for a server whose pages all run on the main actor (D-93).
///
/// glibc gives each thread that allocates an arena of its own. A page is made and drawn on the
/// main thread, in the main arena, and its socket's frames are made on the event loops' threads,
/// in theirs; when pages close and others open, each arena keeps what the others freed, and a
/// server that opened and closed a thousand pages three times grew by half its first pages' memory
/// every round (Tests/Browser/test_soak.py). One arena for the process serves them all from the
/// memory the last pages freed, at no cost in CPU per event (D-93 has the figures).
enum MemoryArenas {
    /// Keeps the process to one arena: called before the server starts its threads.
    static func useOne() {
        #if canImport(Glibc)
        // `mallopt` is in <malloc.h>, which Swift's Glibc module leaves out: it is looked up.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (CInt, CInt) -> CInt).self)
        let arenaMaximum: CInt = -8  // M_ARENA_MAX
        _ = mallopt(arenaMaximum, 1)
        #endif
    }
}
