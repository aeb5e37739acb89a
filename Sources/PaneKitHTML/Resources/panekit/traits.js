// What the page can tell of its traits before the server answers.

// The size class the server will give this viewport, by the app's breakpoints, which the page's
// root names (`data-breakpoints`: regular width, phone short side, landscape phone's regular
// short side; SizeClassBreakpoints); a first paint rendered for another stays hidden until the
// real one arrives, so a phone never flashes a desktop layout.
export function horizontalClass(v, breakpoints) {
  const [regularWidth, phoneShortSide, landscapeRegular] = breakpoints.split(" ").map(Number);
  const short = Math.min(v.width, v.height);
  if (v.pointer === "coarse" && short < phoneShortSide && v.width > v.height) return short >= landscapeRegular ? "regular" : "compact";
  return v.width >= regularWidth ? "regular" : "compact";
}

// The `pk-viewport` cookie's value: the window, the pointer and the screen, as the server reads
// it for the next first paint (ViewportGuess; Tests/Client/fixtures/viewport-cookies.json).
export function viewportCookie(v) {
  return `${v.width}x${v.height},${v.pointer},${v.screenWidth}x${v.screenHeight}`;
}
