import type { Page } from '@playwright/test';

// Every action in view: the geometric check of one page as it is on screen, from the
// elements' boxes (no pixel comparison). Everything runs in the page in one evaluate, so a page
// with hundreds of texts costs one round trip.

/** One thing found wrong, as the failure message shows it. */
export interface LayoutProblem {
  rule: 'sideways-scroll' | 'outside-viewport' | 'clipped' | 'covered' | 'overlapping-text' | 'small-text';
  /** The element (or two), described for a person: tag, accessible text, box. */
  detail: string;
}

/**
 * What the check looks at: the popup on top when one is open (the page behind it is dimmed and
 * inert), else the main content. `selector` narrows it further (a tab panel, a table).
 */
export interface LayoutScope {
  selector?: string;
}

/**
 * Checks the page now and returns every problem:
 * - sideways-scroll: the document, the open popup or a region of the scope (a table's frame) is
 *   wider than its box;
 * - outside-viewport: a visible button, link or field of the scope lies (partly) outside the
 *   viewport's width;
 * - clipped: one is cut off by a scrolling or clipping ancestor (a table's columns past its edge);
 * - covered: something that is not part of it (a fixed handle, a toast) lies over its centre;
 * - overlapping-text: two visible texts' line boxes overlap;
 * - small-text: visible text drawn smaller than 12 px (SVG text scaled by its viewBox included).
 * Visually hidden text (clipped to 1 px) and elements with no box are ignored.
 */
export async function layoutProblems(page: Page, scope: LayoutScope = {}): Promise<LayoutProblem[]> {
  // Let popups finish fading and rising in: their boxes move while they animate.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  return page.evaluate(async ({ selector }) => {
    const problems: { rule: string; detail: string }[] = [];
    const vw = document.documentElement.clientWidth;
    const box = (r: DOMRect) => `[x ${Math.round(r.left)}..${Math.round(r.right)}, y ${Math.round(r.top + scrollY)}..${Math.round(r.bottom + scrollY)}]`;
    const describe = (el: Element) => {
      const tag = el.tagName.toLowerCase();
      const name = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '';
      const text = name.replace(/\s+/g, ' ').trim().slice(0, 40);
      return `<${tag}${el.id ? `#${el.id}` : ''}> "${text}"`;
    };

    const dialogs = Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')).filter((d) => d.getClientRects().length > 0);
    const top = dialogs[dialogs.length - 1];
    const root = (selector ? document.querySelector(selector) : null) ?? top ?? document.querySelector('main') ?? document.body;

    if (document.documentElement.scrollWidth > vw) {
      problems.push({ rule: 'sideways-scroll', detail: `the page is ${document.documentElement.scrollWidth} px wide in a ${vw} px viewport` });
    }
    if (top && top.scrollWidth > top.clientWidth + 1) {
      problems.push({ rule: 'sideways-scroll', detail: `the popup ${describe(top)} scrolls sideways: ${top.scrollWidth} px of content in ${top.clientWidth} px` });
    }

    // A region of the scope that scrolls sideways (a table's frame): part of it is out of sight,
    // and nothing shows that more columns exist.
    for (const el of Array.from(root.querySelectorAll('*'))) {
      const overflowX = getComputedStyle(el).overflowX;
      if ((overflowX === 'auto' || overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1 && el.getClientRects().length > 0) {
        problems.push({ rule: 'sideways-scroll', detail: `${describe(el)} scrolls sideways: ${el.scrollWidth} px of content in ${el.clientWidth} px` });
      }
    }

    /** Hidden from sight: no box, invisible, transparent, or clipped to a pixel (visually hidden). */
    const hidden = (el: Element): boolean => {
      if (!(el as HTMLElement).checkVisibility?.({ opacityProperty: true, visibilityProperty: true })) return true;
      for (let at: Element | null = el; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        const r = at.getBoundingClientRect();
        if ((style.clip !== 'auto' || style.clipPath !== 'none') && r.width <= 2 && r.height <= 2) return true;
        if (style.position === 'absolute' && r.width <= 1 && r.height <= 1 && style.overflow === 'hidden') return true;
      }
      return false;
    };

    /** The visible part of `rect` once every clipping ancestor of `el` has cut it. */
    const clipBy = (el: Element, rect: DOMRect, self = false) => {
      let { left, right, top: t, bottom } = rect;
      for (let at = self ? el : el.parentElement; at && at !== document.documentElement; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
          const c = at.getBoundingClientRect();
          if (style.overflowX !== 'visible') {
            left = Math.max(left, c.left);
            right = Math.min(right, c.right);
          }
          if (style.overflowY !== 'visible') {
            t = Math.max(t, c.top);
            bottom = Math.min(bottom, c.bottom);
          }
        }
        if (style.position === 'fixed') break;
      }
      return { left, right, top: t, bottom };
    };

    const interactive = Array.from(root.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="link"]')).filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && !hidden(el);
    });
    for (const el of interactive) {
      const r = el.getBoundingClientRect();
      if (r.left < -0.5 || r.right > vw + 0.5) {
        problems.push({ rule: 'outside-viewport', detail: `${describe(el)} ${box(r)} is outside the ${vw} px viewport` });
        continue;
      }
      const seen = clipBy(el, r);
      if (seen.right - seen.left < r.width - 1) {
        problems.push({ rule: 'clipped', detail: `${describe(el)} ${box(r)} is cut off by a scrolling ancestor (${Math.max(0, Math.round(seen.right - seen.left))} of ${Math.round(r.width)} px seen)` });
      }
    }

    // Texts: every leaf text node's line boxes.
    interface Line {
      el: Element;
      text: string;
      rect: DOMRect;
    }
    const lines: Line[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const hiddenCache = new Map<Element, boolean>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const el = node.parentElement;
      if (!text || !el || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TITLE', 'OPTION'].includes(el.tagName)) continue;
      if (!hiddenCache.has(el)) hiddenCache.set(el, hidden(el));
      if (hiddenCache.get(el)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = Array.from(range.getClientRects()).filter((r) => r.width > 1 && r.height > 1);
      if (rects.length === 0) continue;
      // The size the text is drawn at: SVG text is scaled by its viewBox.
      let size = parseFloat(getComputedStyle(el).fontSize);
      if (el instanceof SVGGraphicsElement) {
        const ctm = el.getScreenCTM();
        if (ctm) size *= Math.hypot(ctm.a, ctm.b);
      }
      if (size < 11.5) problems.push({ rule: 'small-text', detail: `"${text.slice(0, 40)}" in ${describe(el)} ${box(rects[0]!)} is drawn at ${size.toFixed(1)} px` });
      for (const rect of rects) {
        const seen = clipBy(el, rect, true);
        // Scrolled out of its region: not on screen, so it overlaps nothing.
        if (seen.right - seen.left < 2 || seen.bottom - seen.top < 2) continue;
        lines.push({ el, text, rect });
      }
    }
    for (let i = 0; i < lines.length; i += 1) {
      for (let j = i + 1; j < lines.length; j += 1) {
        const a = lines[i]!;
        const b = lines[j]!;
        if (a.el === b.el && a.text === b.text) continue;
        const w = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const h = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        // Line boxes of a tight line-height touch by a pixel or two: a third of the smaller line is an overlap.
        if (w > 2 && h > Math.min(a.rect.height, b.rect.height) / 3) {
          problems.push({ rule: 'overlapping-text', detail: `"${a.text.slice(0, 30)}" ${box(a.rect)} overlaps "${b.text.slice(0, 30)}" ${box(b.rect)}` });
        }
      }
    }

    // Covered: scroll through the page (fixed things stay, content moves under them) and ask
    // what is on top at each control's centre. Popups do not scroll the page.
    /**
     * A bar across the whole screen that stays put (the navbar): content scrolls under it by
     * design, and a person scrolls it out from under. A narrow fixed thing (a handle) is not.
     */
    const bar = (hit: Element) => {
      for (let at: Element | null = hit; at; at = at.parentElement) {
        const position = getComputedStyle(at).position;
        if (position === 'fixed' || position === 'sticky') return at.getBoundingClientRect().width >= vw - 1;
      }
      return false;
    };
    const related = (el: Element, hit: Element | null) => !hit || bar(hit) || el.contains(hit) || hit.contains(el) || (el as HTMLInputElement).labels?.[0]?.contains(hit) === true;
    const covered = new Set<Element>();
    const startY = scrollY;
    const lineTops = new Map(lines.map((line) => [line.el, line.el.getBoundingClientRect().top]));
    const heights = top ? [startY] : Array.from({ length: Math.ceil(document.documentElement.scrollHeight / innerHeight) }, (_, i) => i * innerHeight);
    for (const y of heights) {
      if (!top) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
      for (const el of interactive) {
        if (covered.has(el)) continue;
        const r = el.getBoundingClientRect();
        const cx = Math.min(Math.max(r.left + r.width / 2, 0), vw - 1);
        const cy = r.top + r.height / 2;
        if (cy < 0 || cy >= innerHeight || r.right > vw) continue;
        // Its centre and both ends: a handle at the screen's edge covers the start of a field.
        for (const x of [cx, Math.max(r.left + 3, 0), Math.min(r.right - 3, vw - 1)]) {
          const hit = document.elementFromPoint(x, cy);
          if (related(el, hit)) continue;
          covered.add(el);
          problems.push({ rule: 'covered', detail: `${describe(el)} ${box(r)} is covered by ${hit ? describe(hit) : 'nothing'} at x ${Math.round(x)}` });
          break;
        }
      }
      for (const line of lines) {
        if (covered.has(line.el)) continue;
        const r = line.rect;
        const now = line.el.getBoundingClientRect();
        // Line rects were measured at the starting scroll: move them with the page.
        const dy = now.top - lineTops.get(line.el)!;
        const cy = r.top + dy + r.height / 2;
        if (cy < 0 || cy >= innerHeight || r.left < 0 || r.left + 2 >= vw) continue;
        const hit = document.elementFromPoint(r.left + 2, cy);
        if (hit && !bar(hit) && !line.el.contains(hit) && !hit.contains(line.el)) {
          covered.add(line.el);
          problems.push({ rule: 'covered', detail: `text "${line.text.slice(0, 30)}" ${box(r)} is covered by ${describe(hit!)}` });
        }
      }
    }
    if (!top) window.scrollTo(0, startY);
    return problems;
  }, scope) as Promise<LayoutProblem[]>;
}

/** The problems as failure lines naming where: "/wallet, 390x844: clipped: <button> ..." */
export function layoutReport(where: string, problems: LayoutProblem[]): string[] {
  return problems.map((p) => `${where}: ${p.rule}: ${p.detail}`);
}
