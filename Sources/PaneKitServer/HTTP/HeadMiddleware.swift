import HTTPTypes
import Hummingbird

/// Answers `HEAD` for every route as its `GET` would, without the body (RFC 9110 §9.3.2): the
/// same status and headers, `Content-Length` included.
struct HeadMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .head else { return try await next(request, context) }
        var head = request.head
        head.method = .get
        var response = try await next(Request(head: head, body: request.body), context)
        let length = response.body.contentLength
        response.body = .init()
        response.headers[.contentLength] = length.map(String.init)
        return response
    }
}
