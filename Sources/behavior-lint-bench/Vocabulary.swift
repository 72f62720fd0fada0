/// Word lists the templates draw names and text from. Plenty of words keeps identifiers, string
/// literals and files varied, as in a real app written by many people.
enum Vocabulary {
    static let features = [
        "Home", "Profile", "Settings", "Search", "Checkout", "Cart", "Onboarding", "Login", "SignUp",
        "Feed", "Messages", "Inbox", "Notifications", "Orders", "Payments", "Wallet", "Rewards", "Map",
        "Booking", "Favorites", "Library", "Player", "Camera", "Gallery", "Support", "Help", "Discover",
        "Explore", "Catalog", "Reviews", "Account", "Subscriptions", "Referral", "Loyalty", "Stores",
        "Delivery", "Tracking", "Chat", "Calendar", "Events", "Tickets", "Workouts", "Recipes", "News",
        "Podcasts", "Downloads", "Family", "Security", "Billing", "Deals",
    ]

    static let roles = [
        "List", "Detail", "Edit", "Summary", "Overview", "Picker", "Filter", "Composer", "Preview",
        "History", "Settings", "Dashboard", "Gallery", "Search", "Confirmation", "Intro", "Form",
        "Results", "Empty", "Permissions", "Share", "Sort", "Timeline", "Review", "Selection",
        "Status", "Info", "Setup",
    ]

    static let entities = [
        "User", "Order", "Product", "Message", "Address", "Card", "Transaction", "Review", "Coupon",
        "Article", "Track", "Playlist", "Booking", "Ticket", "Store", "Category", "Comment", "Invoice",
        "Payment", "Shipment", "Reward", "Badge", "Event", "Venue", "Recipe", "Ingredient", "Workout",
        "Session", "Device", "Contact", "Conversation", "Attachment", "Photo", "Album", "Episode",
        "Podcast", "Subscription", "Plan", "Merchant", "Receipt", "Voucher", "Location", "Route",
        "Driver", "Vehicle", "Team", "Member", "Invitation", "Report", "Document",
    ]

    static let viewSuffixes = [
        "HeaderView", "CardView", "BannerView", "EmptyStateView", "FooterView", "BadgeView",
        "SummaryView", "ToolbarView", "ProgressView", "RatingView", "AvatarView", "ChipView",
    ]

    static let cellSuffixes = ["Cell", "TableViewCell", "CollectionViewCell", "RowCell", "TileCell"]

    static let verbs = [
        "load", "reload", "refresh", "fetch", "update", "configure", "bind", "present", "dismiss",
        "show", "hide", "save", "delete", "validate", "submit", "sync", "prefetch", "observe",
        "handle", "apply", "reset", "toggle", "select", "filter", "sort", "schedule", "cancel",
        "retry", "prepare", "render", "restore", "cache", "invalidate", "register", "share", "reveal",
        "close", "animate", "archive", "merge", "resolve", "export", "preload", "compose", "dismissAll",
    ]

    static let uiParts = [
        "titleLabel", "subtitleLabel", "imageView", "actionButton", "stackView", "containerView",
        "separatorView", "priceLabel", "dateLabel", "badgeLabel", "iconView", "progressView",
        "closeButton", "retryButton", "searchBar", "segmentedControl", "footerLabel", "avatarView",
        "statusLabel", "detailLabel", "shareButton", "favoriteButton", "spinner", "emptyLabel",
    ]

    static let adjectives = [
        "selected", "current", "pending", "cached", "visible", "filtered", "recent", "featured",
        "pinned", "archived", "draft", "primary", "nearby", "popular", "upcoming", "expired",
    ]

    static let flags = [
        "isLoading", "isEditingEnabled", "hasMorePages", "isRefreshing", "isExpanded", "didAppearOnce",
        "isSearching", "shouldAnimate", "isPremium", "needsLayoutUpdate", "isOffline", "isFirstLaunch",
    ]

    static let sentences = [
        "Welcome back", "Something went wrong", "Try again", "No results found", "Pull to refresh",
        "Are you sure?", "Your order is on its way", "Saved", "Tap to retry", "Loading…",
        "Sign in to continue", "Nothing here yet", "Payment declined", "Check your connection",
        "New version available", "Update your profile", "Item added to cart", "Done", "Cancel",
        "See all", "Allow notifications", "Share with friends", "Delete this item?", "Continue",
        "Thanks for your feedback!", "Session expired, please sign in again", "Free shipping",
        "Last updated just now", "Swipe left to delete", "Choose a plan",
    ]

    /// Non-ASCII text, so the lexer meets multi-byte UTF-8 in strings and comments.
    static let unicodeWords = [
        "Café", "Straße", "日本語", "Ñandú", "Crème brûlée", "🎉", "✅", "→", "naïve", "Ελληνικά",
        "Привет", "😀👍", "€ 9,99", "Zürich", "São Paulo", "한국어", "✈️", "½ price", "“quoted”",
    ]

    static let colors = [
        ".systemBlue", ".label", ".white", ".black", ".systemBackground", ".secondarySystemBackground",
        ".systemRed", ".tertiaryLabel", ".systemGreen", ".systemOrange", "UIColor(named: \"BrandPrimary\")",
        "UIColor(white: 0.95, alpha: 1)", "UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1.0)",
        "UIColor(hex: 0x1F2A44)", "Theme.current.tintColor", ".appPrimary", ".brandAccent",
        "UIColor(named: \"NavigationTint\") ?? .label",
    ]

    static let symbols = [
        "chevron.right", "heart.fill", "cart", "person.crop.circle", "gearshape", "magnifyingglass",
        "bell.badge", "star.fill", "trash", "square.and.arrow.up", "xmark", "plus", "ellipsis",
        "arrow.clockwise", "bookmark", "location.fill", "creditcard", "qrcode",
    ]

    static let people = [
        "Jane Appleseed", "Marco Rossi", "Priya Patel", "Lukas Müller", "Chen Wei", "Sofia García",
        "Tom Nguyen", "Aisha Khan", "Olivia Smith", "Kenji Sato", "Zoë Martin", "Mateo López",
    ]

    static let projects = ["Acme", "ShopKit", "Orbit", "Pulse", "Nimbus", "Harbor"]

    static let imports = [
        "Foundation", "Combine", "CoreLocation", "MapKit", "AVFoundation", "PhotosUI", "SafariServices",
        "os.log", "UserNotifications", "StoreKit", "WebKit", "CoreData",
    ]

    static let todoNotes = [
        "TODO: move this into the view model", "FIXME: workaround for rdar://92133421",
        "TODO(design): confirm spacing with the design team", "NOTE: keep in sync with Android",
        "HACK: UIKit resets this after rotation", "TODO: remove once iOS 15 support is dropped",
        "FIXME: flaky on iPad in split view", "TODO: localize", "WARNING: called on a background queue",
    ]

    static let reasons = [
        "the backend returns dates without a time zone", "UIKit calls this twice on iPad",
        "the design system has no token for this yet", "analytics needs the screen name before the first event",
        "the keyboard frame is in screen coordinates", "cells are reused, so reset everything",
        "the API paginates with opaque cursors", "VoiceOver reads the label before the value",
        "the cache is shared between scenes", "retries must not duplicate payments",
    ]

    static let errorCases = [
        "invalidResponse", "unauthorized", "notFound", "decodingFailed", "timeout", "offline",
        "serverError", "rateLimited", "cancelled", "invalidInput",
    ]

    static let states = ["idle", "loading", "loaded", "empty", "failed", "refreshing", "paginating"]

    static let httpMethods = ["get", "post", "put", "patch", "delete"]
}
