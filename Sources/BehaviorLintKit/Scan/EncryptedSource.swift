/// Files a repository keeps encrypted: not broken Swift, but nothing to read until they are
/// unlocked. Recognised by the header their tool writes: git-crypt's `\0GITCRYPT\0` and OpenSSL's
/// `Salted__` (`openssl enc`, which transcrypt and similar tools use).
enum EncryptedSource {
    private static let headers: [(tool: String, bytes: [UInt8])] = [
        ("git-crypt", [0] + Array("GITCRYPT".utf8) + [0]),
        ("OpenSSL", Array("Salted__".utf8)),
    ]

    /// The tool that encrypted `bytes`, or nil for a file that is not encrypted.
    static func tool(of bytes: [UInt8]) -> String? {
        headers.first { bytes.starts(with: $0.bytes) }?.tool
    }
}
