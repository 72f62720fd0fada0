/// A value of an old-style (NeXTSTEP) property list with the byte range it was read from, so a
/// writer can insert text next to it without re-serialising anything.
struct PropertyListNode: Sendable {
    /// Strings (quoted, bare or `<data>`), arrays and dictionaries: all a project file holds.
    enum Value: Sendable {
        case string(String)
        case array(PropertyListArray)
        case dictionary(PropertyListDictionary)
    }

    let value: Value
    /// From the first byte of the value to just past its last (`"`, `)` or `}` included).
    let range: Range<Int>

    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    var array: PropertyListArray? {
        if case .array(let array) = value { return array }
        return nil
    }

    var dictionary: PropertyListDictionary? {
        if case .dictionary(let dictionary) = value { return dictionary }
        return nil
    }

    /// The strings of an array value (other elements skipped); empty for anything else.
    var strings: [String] {
        array?.elements.compactMap(\.string) ?? []
    }
}

/// `( a, b, )`: the elements, and whether a `,` follows the last one (Xcode always writes it; an
/// append after an element without one would need a comma inserted first).
struct PropertyListArray: Sendable {
    let elements: [PropertyListNode]
    let hasTrailingComma: Bool
}

/// `{ key = value; … }` in the order written. Keys are looked up by a hash index only in large
/// dictionaries (the `objects` table); the thousands of small object dictionaries are scanned.
struct PropertyListDictionary: Sendable {
    /// `key = value;` with where the key starts (an object's line) and where the `;` ends.
    struct Entry: Sendable {
        let key: String
        let keyRange: Range<Int>
        let value: PropertyListNode
        /// Just past the `;` that ends the entry.
        let end: Int
    }

    let entries: [Entry]
    private let index: [String: Int]

    init(entries: [Entry]) {
        self.entries = entries
        var index: [String: Int] = [:]
        if entries.count > 16 {
            index.reserveCapacity(entries.count)
            // The first of duplicate keys wins, as with the linear scan below.
            for (position, entry) in entries.enumerated().reversed() { index[entry.key] = position }
        }
        self.index = index
    }

    func entry(_ key: String) -> Entry? {
        if entries.count > 16 { return index[key].map { entries[$0] } }
        return entries.first { $0.key == key }
    }

    subscript(key: String) -> PropertyListNode? {
        // The value alone: copying the whole entry (its key too) is measurable on a large project.
        if entries.count > 16 { return index[key].map { entries[$0].value } }
        return entries.first { $0.key == key }?.value
    }
}
