/// Where a storyboard places the project's screens, read from its XML tags: the classes it makes
/// the bottom of a stack, those a `show` or `push` segue puts on a stack, and those a container
/// view embeds (an `embed` segue). The bottom of a stack is the root of a navigation controller (a
/// `rootViewController` relationship), a split view controller's primary column (`masterViewController`,
/// or `compactViewController`: the other columns are pushed onto it when it collapses), a tab (a
/// `viewControllers` relationship of a tab bar controller) or the initial view controller of a
/// storyboard of several scenes (an app's storyboard; a storyboard of one scene is a screen's own,
/// instantiated wherever code shows it): nothing sits under any of them. A scene's controller is
/// its first element marked `sceneMemberID="viewController"`, and a segue belongs to the scene it
/// is written in. Screens without a `customClass` are UIKit's own and are left out. Every scene's
/// class is listed too, its view coming from the storyboard, but for a scene nothing can reach: one
/// with no storyboard identifier that is no segue's destination and not the initial view controller.
enum StoryboardScenes {
    static let fileExtension = ".storyboard"

    /// The containers that place screens by relationship segues.
    private enum Container {
        case navigationController, splitViewController, tabBarController

        init?(_ tag: XMLTags.Tag) {
            if tag.is("navigationController") {
                self = .navigationController
            } else if tag.is("splitViewController") {
                self = .splitViewController
            } else if tag.is("tabBarController") {
                self = .tabBarController
            } else {
                return nil
            }
        }
    }

    /// The relationship segues that make their destination the bottom of a stack, by the container
    /// they are written in.
    private static func isStackBottom(_ segue: XMLTags.Tag, from container: Container?) -> Bool {
        switch container {
        case .navigationController: return segue.attribute("relationship", is: "rootViewController")
        case .splitViewController:
            return segue.attribute("relationship", is: "masterViewController")
                || segue.attribute("relationship", is: "compactViewController")
        case .tabBarController: return segue.attribute("relationship", is: "viewControllers")
        case nil: return false
        }
    }

    static func placements(_ bytes: [UInt8]) -> ScreenPlacements {
        var classOf: [String: String] = [:]
        var roots: [String] = []
        var pushed: [String] = []
        var presented: [String] = []
        var pushes: [(child: String, container: String)] = []
        var embeds: [(child: String, container: String)] = []
        var controller: (container: Container?, id: String)? = nil
        var initial: String?
        var scenes = 0
        // Scenes code or UIKit can reach: by a storyboard identifier (`instantiateViewController(withIdentifier:)`),
        // as a segue's destination, or as the storyboard's initial view controller.
        var reachable: Set<String> = []
        XMLTags.forEach(in: bytes) { tag in
            if tag.is("scene") {
                controller = nil
                scenes += 1
            } else if tag.is("document") {
                initial = tag.attribute("initialViewController")
            } else if tag.is("segue") {
                guard let destination = tag.attribute("destination") else { return }
                reachable.insert(destination)
                if tag.attribute("kind", is: "relationship") {
                    if isStackBottom(tag, from: controller?.container) { roots.append(destination) }
                } else if tag.attribute("kind", is: "show") || tag.attribute("kind", is: "push") {
                    pushed.append(destination)
                    if let source = controller?.id { pushes.append((destination, source)) }
                } else if tag.attribute("kind", is: "presentation") || tag.attribute("kind", is: "modal") {
                    presented.append(destination)
                } else if tag.attribute("kind", is: "embed"), let container = controller?.id {
                    embeds.append((destination, container))
                }
            } else if tag.attribute("sceneMemberID", is: "viewController"), let id = tag.attribute("id") {
                if controller == nil { controller = (Container(tag), id) }
                if let custom = tag.attribute("customClass") { classOf[id] = custom }
                if tag.attribute("storyboardIdentifier") != nil { reachable.insert(id) }
            }
        }
        if let initial, scenes > 1 { roots.insert(initial, at: 0) }
        var placements = ScreenPlacements()
        placements.roots = roots.compactMap { classOf[$0] }
        placements.pushed = pushed.compactMap { classOf[$0] }
        placements.presented = presented.compactMap { classOf[$0] }
        placements.embedded = embeds.compactMap { embed in
            guard let child = classOf[embed.child], let container = classOf[embed.container] else { return nil }
            return ScreenPlacements.Embedding(child: child, container: container)
        }
        placements.pushers = pushes.compactMap { push in
            guard let child = classOf[push.child], let container = classOf[push.container] else { return nil }
            return ScreenPlacements.Embedding(child: child, container: container)
        }
        if let initial { reachable.insert(initial) }
        // A scene nothing can reach (no identifier, no segue to it, not the initial one) makes no
        // screen: UIKit has no way to instantiate it.
        placements.scenes = Array(Set(classOf.filter { reachable.contains($0.key) }.values)).sorted()
        return placements
    }
}
