/// Whether a screen's appear hooks are known to run more than once in its life. UIKit calls them
/// when the screen first shows, and again only when it shows after something covered it: a screen
/// it pushes popped off again (`ProjectIndex.pushes`, from code or a storyboard segue, whatever
/// the pushed screen's type when the code pushes it onto its own stack), a screen it
/// presents full screen over itself dismissed (its code sets `modalPresentationStyle = .fullScreen`
/// and presents on the screen or its container: a sheet, the default since iOS 13, leaves the
/// screen under it on screen and calls none of its hooks; a presentation over a controller it is
/// handed covers that one), a
/// tab or page switched away from and back (the first screen of a tab, a stack or a window:
/// `ProjectIndex.isPlacedAsRoot`; a container's child: `ProjectIndex.isEmbedded`), a search
/// controller's results screen shown again by the next search. The screen's project superclasses
/// and subclasses count too: their code pushes for it, and its hooks run in them. A screen nothing
/// is known to cover (a sheet, a detail screen that shows nothing further, one a coordinator pushes
/// and covers) appears again only when the user cancels a swipe back or down, or when a full-screen
/// presentation the tokens do not tell covers it. A navigation controller subclass appears again
/// only as a child or a full-screen presenter: pushes onto its stack cover its top screen, not it.
enum Reappearance {
    static func isKnown(for className: String, project: ProjectIndex) -> Bool {
        let family = Set([className] + project.projectAncestry(of: className) + project.allSubclasses(of: className))
        return family.contains {
            // A navigation controller's own hooks run when the stack itself appears: what is pushed
            // onto it covers its top screen, not it. Made the first screen of a window or of a
            // storyboard it is covered only by what is presented over it. (Placed in a tab, which
            // the index does not tell from those, it appears again on each switch: not read.)
            let isStack = project.isNavigationController($0)
            return (!isStack && (project.pushes($0) || project.isPlacedAsRoot($0))) || project.isEmbedded($0)
                || project.isSearchResults($0) || project.presentsFullScreen($0)
        }
    }
}
