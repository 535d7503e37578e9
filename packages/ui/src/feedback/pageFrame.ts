/**
 * The frame of a page that replaces a route's page (the error pages): on its own, the page's
 * `<main>` with room around it; in an area's layout, a plain block, since the layout's `<main>`
 * holds it and pads it already (a second `<main>` would be a second main landmark).
 */
export function pageFrame(inLayout: boolean) {
  return inLayout
    ? ({ as: 'div', px: '0', py: '0', mx: '0' } as const)
    : ({ as: 'main', py: { base: '10', md: '16' } } as const);
}
