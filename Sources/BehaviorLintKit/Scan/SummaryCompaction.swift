/// A summary is kept for the whole run, for every file: its arrays, built by appending, would keep
/// up to twice the room they use (a quarter of it on average). Compacting once, when the scan of
/// a file is done, gives each array of more than a little spare room storage of its own size.
extension FileSummary {
    mutating func compact() {
        for index in functions.indices {
            functions[index].calls.compact()
            functions[index].statements.compact()
            functions[index].modifiers.compact()
        }
        functions.compact()
        types.compact()
        plusChains.compact()
        statementTokens.compact()
    }
}

extension Array {
    /// Copies the elements into storage of their count when more than 64 bytes of it are spare
    /// (a call is 64 bytes: most functions' call arrays grew to room for one to three more);
    /// does nothing otherwise.
    mutating func compact() {
        guard (capacity - count) * MemoryLayout<Element>.stride > 64 else { return }
        self = Array(unsafeUninitializedCapacity: count) { storage, initialized in
            initialized = storage.initialize(fromContentsOf: self)
        }
    }
}
