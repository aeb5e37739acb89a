@testable import PaneKitUI
import Testing

/// A model whose two properties two child views read, one each.
@Observable
final class Weather {
    var temperature = 20
    var wind = 5
}

struct TemperatureView: View {
    let weather: Weather
    var body: some View { Text("\(weather.temperature)°") }
}

struct WindView: View {
    let weather: Weather
    var body: some View { Text("wind \(weather.wind)") }
}

/// Equal when its city is: a parent's new body does not read it again.
struct CityView: View, Equatable {
    let city: String
    var body: some View { Text(city) }
}

struct ForecastView: View {
    @State private var unit = "C"
    let weather: Weather

    var body: some View {
        VStack {
            Text("unit \(unit)")
            Button("Fahrenheit") { unit = "F" }
            Button("Switch Unit") { unit = unit == "C" ? "F" : "C" }
            Button("Warmer") { weather.temperature += 1 }
            Button("Windier") { weather.wind += 1 }
            TemperatureView(weather: weather)
            WindView(weather: weather)
            CityView(city: "Lisbon")
        }
    }
}

struct ForecastApp: App {
    @State private var weather = Weather()
    var body: some Scene {
        WindowGroup { ForecastView(weather: weather) }
    }
}

@MainActor
@Suite("Per-view invalidation (D-46)")
struct BodyInvalidationTests {
    func evaluations(_ page: PageDriver<ForecastApp>) -> [String: Int] {
        let screen = page.hostingControllers[0]
        var counts: [String: Int] = [:]
        for (path, count) in screen.bodies.evaluations {
            if path.hasSuffix("/v") { counts["Forecast"] = count }
        }
        // Children by their place in ForecastView's VStack (a stack adds no level to paths): 5, 6 and 7.
        for (path, count) in screen.bodies.evaluations {
            if path.hasSuffix("/b/5") { counts["Temperature"] = count }
            if path.hasSuffix("/b/6") { counts["Wind"] = count }
            if path.hasSuffix("/b/7") { counts["City"] = count }
        }
        return counts
    }

    @Test("A change to what one view read reads only that view's body again, not its parent's or its siblings'")
    func onlyTheReader() throws {
        let page = PageDriver<ForecastApp>()
        #expect(page.dump.contains("text \"20°\""))
        let first = evaluations(page)
        #expect(first == ["Forecast": 1, "Temperature": 1, "Wind": 1, "City": 1])

        try page.tap("Warmer")
        #expect(page.dump.contains("text \"21°\""))
        #expect(evaluations(page) == ["Forecast": 1, "Temperature": 2, "Wind": 1, "City": 1])

        try page.tap("Windier")
        #expect(page.dump.contains("text \"wind 6\""))
        #expect(evaluations(page) == ["Forecast": 1, "Temperature": 2, "Wind": 2, "City": 1])
    }

    @Test("A parent's body read again reads its children again, except an Equatable child equal to last time")
    func parentAndEquatableChild() throws {
        let page = PageDriver<ForecastApp>()
        _ = page.dump
        try page.tap("Fahrenheit")
        #expect(page.dump.contains("text \"unit F\""))
        #expect(evaluations(page) == ["Forecast": 2, "Temperature": 2, "Wind": 2, "City": 1])
    }

    /// The cache key of ForecastView's child at `position` in its VStack.
    func child(_ position: Int, of page: PageDriver<ForecastApp>) throws -> String {
        try #require(page.hostingControllers[0].bodies.evaluations.keys.first { $0.hasSuffix("/b/\(position)") })
    }

    @Test("Scopes a view no longer needs end: after many readings, a change runs no leftover callbacks")
    func noLeftoverObservations() throws {
        let page = PageDriver<ForecastApp>()
        _ = page.dump
        // The first reading of a view type finds out that it observes data; its scope is the one
        // that cannot be ended early (D-50). A change to the wind ends it.
        try page.tap("Windier")
        _ = page.dump
        // Each switch of unit reads ForecastView again, so WindView again, while the wind never
        // changes: without ending its old scope each time, twenty would wait on the wind.
        for _ in 0..<20 {
            try page.tap("Switch Unit")
            _ = page.dump
        }
        #expect(evaluations(page)["Wind"] == 22)
        let screen = page.hostingControllers[0]
        let wind = try child(6, of: page)
        let before = try #require(screen.bodies.ignoredChanges(at: wind))
        try page.tap("Windier")
        _ = page.dump
        #expect(screen.bodies.ignoredChanges(at: wind) == before)
        #expect(page.dump.contains("text \"wind 7\""))
    }

    @Test("A view whose body reads no observable data is not observed; one that reads some is, cancellably")
    func viewsReadingNothingAreNotObserved() throws {
        let page = PageDriver<ForecastApp>()
        _ = page.dump
        try page.tap("Switch Unit")
        _ = page.dump
        let screen = page.hostingControllers[0]
        let city = try child(7, of: page), wind = try child(6, of: page)
        #expect(!screen.bodies.isObservingCancellably(at: city))
        #expect(screen.bodies.isObservingCancellably(at: wind))
    }
}

/// Equal to last time whatever the environment says: only the environment can change its text.
struct GreetingView: View, Equatable {
    @Environment(\.signature) private var signature
    nonisolated static func == (lhs: GreetingView, rhs: GreetingView) -> Bool { true }
    var body: some View { Text("greeting: \(signature)") }
}

struct GreetingApp: App {
    @State private var formal = false
    var body: some PaneKitUI.Scene {
        WindowGroup {
            VStack {
                Button("Formal") { formal = true }
                GreetingView().environment(\.signature, formal ? "Yours faithfully" : "Cheers")
            }
        }
    }
}

@MainActor
@Suite("Per-view invalidation and the environment (D-46)")
struct EnvironmentInvalidationTests {
    @Test("An Equatable view equal to last time is read again when an .environment above it, in a body read again, may have changed")
    func equatableChildSeesNewEnvironment() throws {
        let page = PageDriver<GreetingApp>()
        #expect(page.dump.contains("text \"greeting: Cheers\""))
        try page.tap("Formal")
        #expect(page.dump.contains("text \"greeting: Yours faithfully\""))
    }
}
