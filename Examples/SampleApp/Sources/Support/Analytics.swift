import UIKit

/// The app's analytics client: one shared instance; events are batched and sent in the background.
///
/// Screens report a screen view after appearing, e.g. `Analytics.shared.track(screen: "Home")`,
/// and user actions with `Analytics.shared.logEvent("add_to_cart", parameters: ["sku": sku])`.
final class Analytics: @unchecked Sendable {
    static let shared = Analytics()

    struct Event {
        let name: String
        let parameters: [String: String]
        let timestamp: Date
    }

    // MARK: - State (confined to `queue`)

    private let queue = DispatchQueue(label: "com.example.shop.analytics")
    private let endpoint = URL(string: "https://analytics.example.com/v1/events")!
    private let timestampFormatter = ISO8601DateFormatter()
    private let batchSize = 20
    private var pendingEvents: [Event] = []

    private init() {}

    // MARK: - Public API

    /// Records that the screen called `screen` became visible.
    func track(screen: String) {
        logEvent("screen_view", parameters: ["screen_name": screen])
    }

    /// Records one event; it is sent with the next batch.
    func logEvent(_ name: String, parameters: [String: String] = [:]) {
        let event = Event(name: name, parameters: parameters, timestamp: Date())
        #if DEBUG
        print("[Analytics] \(name) \(parameters)")
        #endif
        queue.async { [weak self] in
            guard let self else { return }
            self.pendingEvents.append(event)
            if self.pendingEvents.count >= self.batchSize {
                self.flush()
            }
        }
    }

    // MARK: - Sending

    private func flush() {
        let batch = pendingEvents
        pendingEvents.removeAll()
        let payload: [[String: String]] = batch.map { event in
            var fields = event.parameters
            fields["event"] = event.name
            fields["timestamp"] = timestampFormatter.string(from: event.timestamp)
            return fields
        }
        guard let body = try? JSONSerialization.data(withJSONObject: payload) else { return }
        var request = URLRequest(url: endpoint)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = body
        URLSession.shared.dataTask(with: request).resume()
    }
}
