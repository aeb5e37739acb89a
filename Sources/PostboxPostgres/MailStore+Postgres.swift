import PostboxStore

extension MailStore {
    /// Opens (creating the tables and migrating on first use) a store on a PostgreSQL server,
    /// such as `postgres://postbox@db.internal/mail` or, on a Unix socket,
    /// `postgres://postbox@/mail?host=/run/postgresql`. Several processes may share it; each
    /// hears the others' changes (``MailStore/watchOutsideWrites()``).
    public convenience init(postgres url: String) throws {
        self.init(database: try PostgresMailDatabase(url: PostgresLocation(url)))
    }
}
