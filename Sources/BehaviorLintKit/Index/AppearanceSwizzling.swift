/// Code that replaces a UIKit appearance hook of every view controller at run time: a method that
/// exchanges or sets the implementation of `viewDidAppear(_:)` (`method_exchangeImplementations`
/// beside `#selector(UIViewController.viewDidAppear(_:))`), or Segment's `UIKitScreenTracking`
/// plugin, which does so for automatic screen events. That code runs for every view controller,
/// a behavior's hidden child among them: the screen tracking it does would record each host once
/// more. Behaviors are then no home for any chore of the app.
public struct AppearanceSwizzling: Sendable, Hashable {
    /// The hook replaced, as a signature (`viewDidAppear(_:)`).
    public var hook: String
    public var path: String
    public var location: SourceLocation

    /// The first place in `project` that swizzles an appearance hook, if any.
    static func first(in project: ProjectIndex) -> AppearanceSwizzling? {
        for file in project.files {
            for function in file.functions {
                if let call = function.calls.first(where: { $0.name == Self.screenTrackingPlugin }) {
                    return AppearanceSwizzling(hook: "viewDidAppear(_:)", path: file.path, location: call.location)
                }
                guard let swap = function.calls.first(where: { Self.runtimeReplacements.contains($0.name) }),
                    let hook = function.calls.first(where: { call in
                        call.labelText == "_:" && LifecycleHook(methodName: call.name).map(Self.isAppearance) == true
                    })
                else { continue }
                return AppearanceSwizzling(hook: hook.name + "(_:)", path: file.path, location: swap.location)
            }
        }
        return nil
    }

    /// The Objective-C runtime's functions that replace a method's implementation.
    private static let runtimeReplacements: Set<String> = [
        "method_exchangeImplementations", "method_setImplementation", "class_replaceMethod",
    ]

    /// Segment's plugin that swizzles `viewDidAppear(_:)` for automatic screen events
    /// (analytics-swift's `UIKitScreenTracking`).
    private static let screenTrackingPlugin = "UIKitScreenTracking"

    private static func isAppearance(_ hook: LifecycleHook) -> Bool { hook.isAppearance || hook.isDisappearance }
}
