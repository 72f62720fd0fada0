/// The seeded random stream behind the corpus generator.
///
/// `SystemRandomNumberGenerator` cannot be seeded, and the standard library's `random(in:using:)`
/// algorithms may change between toolchains, so the generator draws every number through this
/// type's own helpers: the same seed then gives the same corpus, byte for byte, everywhere.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0 ..< bound`. Multiply-high instead of `%` keeps the bias negligible without
    /// a rejection loop; exact uniformity does not matter for a corpus.
    mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "empty range")
        return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// A new, independent stream, so that each file's content depends only on its own seed.
    mutating func split() -> SplitMix64 {
        SplitMix64(seed: next())
    }
}
