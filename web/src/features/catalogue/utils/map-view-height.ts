/**
 * The catalogue map's height: shorter than the screen on a phone (the page still scrolls above and below it), and on a
 * wider screen as tall as the window under the sticky header (60 px), beside the list. Its placeholder has the same,
 * so nothing moves when the map's code arrives.
 */
export const MAP_VIEW_HEIGHT = { base: 'calc(100dvh - 180px)', sm: 'min(calc(100dvh - 96px), 900px)' };
export const MAP_VIEW_MIN_HEIGHT = 320;
