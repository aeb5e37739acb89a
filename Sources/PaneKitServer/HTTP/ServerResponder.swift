import Hummingbird

/// The server's HTTP responder: ``AccessMiddleware`` and ``HeadMiddleware`` around the routes, for
/// every request — also one no route matches (another method, an unknown path), which middleware
/// added to a router never sees.
struct ServerResponder<Routes: HTTPResponder<PaneRequestContext>>: HTTPResponder {
    let access: AccessMiddleware
    let routes: Routes

    func respond(to request: Request, context: PaneRequestContext) async throws -> Response {
        try await access.handle(request, context: context) { request, context in
            try await HeadMiddleware().handle(request, context: context) { request, context in
                try await routes.respond(to: request, context: context)
            }
        }
    }
}
