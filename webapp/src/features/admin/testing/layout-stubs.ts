/**
 * What Mantine's layout code reads and jsdom lacks: ResizeObserver (the language switcher's floating indicator, the
 * reason dialog's autosizing textarea) and document.fonts (the same textarea). For the admin tests only.
 */
export function stubLayoutApis(): void {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
  }
  if (typeof window.ResizeObserver !== 'function') {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  }
}
