/// Where a storyboard places the project's screens, read from its XML tags: the classes it makes
/// the root of a navigation controller (a `rootViewController` relationship), those a `show` or
/// `push` segue puts on a stack, and those a container view embeds (an `embed` segue). A scene's
/// controller is its first element marked `sceneMemberID="viewController"`, and a segue belongs to
/// the scene it is written in. Screens without a `customClass` are UIKit's own and are left out.
enum StoryboardScenes {
    static let fileExtension = ".storyboard"

    static func placements(_ bytes: [UInt8]) -> ScreenPlacements {
        var classOf: [String: String] = [:]
        var roots: [String] = []
        var pushed: [String] = []
        var embeds: [(child: String, container: String)] = []
        var controller: (isNavigationController: Bool, id: String)? = nil
        XMLTags.forEach(in: bytes) { tag in
            if tag.is("scene") {
                controller = nil
            } else if tag.is("segue") {
                guard let destination = tag.attribute("destination") else { return }
                if tag.attribute("kind", is: "relationship") {
                    if tag.attribute("relationship", is: "rootViewController")
                        && controller?.isNavigationController == true
                    {
                        roots.append(destination)
                    }
                } else if tag.attribute("kind", is: "show") || tag.attribute("kind", is: "push") {
                    pushed.append(destination)
                } else if tag.attribute("kind", is: "embed"), let container = controller?.id {
                    embeds.append((destination, container))
                }
            } else if tag.attribute("sceneMemberID", is: "viewController"), let id = tag.attribute("id") {
                if controller == nil { controller = (tag.is("navigationController"), id) }
                if let custom = tag.attribute("customClass") { classOf[id] = custom }
            }
        }
        var placements = ScreenPlacements()
        placements.roots = roots.compactMap { classOf[$0] }
        placements.pushed = pushed.compactMap { classOf[$0] }
        placements.embedded = embeds.compactMap { embed in
            guard let child = classOf[embed.child], let container = classOf[embed.container] else { return nil }
            return ScreenPlacements.Embedding(child: child, container: container)
        }
        return placements
    }
}
