// A stand-in for the `ObjectiveC` module, compiled before `UIKit.swift` into the modules the
// type-checking tests import (see `SwiftTypeCheck`). It is not a SwiftPM target.
//
// Linux's Swift has no Objective-C runtime, so `@objc` and `#selector` are errors there. With
// `-enable-objc-interop` the compiler accepts them and checks each `#selector(...)` against an
// `@objc` method, provided a module named `ObjectiveC` declares what it looks up by name:
// `Selector`, the type of a `#selector` expression, and `ObjCBool` with its two conversion
// functions, which it needs to lower the stand-in's own `@objc` methods that return `Bool`.
// Nothing compiled against this module is linked or run.

/// The name of an Objective-C method, as `#selector(...)` produces and target–action APIs take.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    private let name: String

    public init(_ name: String) {
        self.name = name
    }

    public init(stringLiteral name: String) {
        self.name = name
    }
}

/// Objective-C's `BOOL`.
public struct ObjCBool: Sendable {
    public var boolValue: Bool

    public init(_ value: Bool) {
        boolValue = value
    }
}

public func _convertBoolToObjCBool(_ value: Bool) -> ObjCBool {
    ObjCBool(value)
}

public func _convertObjCBoolToBool(_ value: ObjCBool) -> Bool {
    value.boolValue
}
