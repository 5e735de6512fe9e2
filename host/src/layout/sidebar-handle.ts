/**
 * The room the page leaves at its left edge for the sidebar's handle on narrow screens: the frame
 * keeps it from the first paint, before the sidebar's chunk (signed-in-frame.tsx) arrives.
 */
export const handleGutter = '16px';
