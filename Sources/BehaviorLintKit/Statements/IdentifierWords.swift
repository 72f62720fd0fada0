/// The words of an identifier or a string, lowercased: `trackTapOnLink` → track, tap, on, link;
/// `didFailLoading` → did, fail, loading; `screen_view` → screen, view; `URLSession` → url, session.
/// Recognisers match whole words, never substrings: `dataProvider` holds no "tap" and `capture`
/// no "tap" either.
enum IdentifierWords {
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(text)
        func flush() {
            if !current.isEmpty { words.append(String(current).lowercased()) }
            current = []
        }
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                flush()
                continue
            }
            if character.isUppercase, let last = current.last {
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                // A new word starts at an uppercase letter after a lowercase one (`trackTap`), or
                // at the last capital of an acronym before a lowercase letter (`URLSession`).
                if last.isLowercase || last.isNumber || (last.isUppercase && nextIsLower) { flush() }
            }
            current.append(character)
        }
        flush()
        return words
    }
}
