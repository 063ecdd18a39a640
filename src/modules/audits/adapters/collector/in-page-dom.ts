/**
 * The few DOM shapes the in-page scripts touch. The backend compiles without lib.dom on purpose (no
 * `document` in server code), so the scripts read `globalThis` through these types instead.
 */
export interface DomRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DomStyle {
  color: string;
  backgroundColor: string;
  fontSize: string;
  fontWeight: string;
  display: string;
  visibility: string;
  opacity: string;
}

export interface DomNode {
  nodeType: number;
  textContent: string | null;
}

export interface DomElement extends DomNode {
  tagName: string;
  id: string;
  parentElement: DomElement | null;
  childNodes: ArrayLike<DomNode>;
  children: ArrayLike<DomElement>;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  getBoundingClientRect(): DomRect;
  closest(selector: string): DomElement | null;
  matches(selector: string): boolean;
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
  innerText?: string;
  href?: string;
  type?: string;
  value?: string;
}

export interface DomDocument {
  documentElement: DomElement & { scrollWidth: number; scrollHeight: number };
  body: (DomElement & { scrollHeight: number }) | null;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
}

export interface DomWindow {
  document: DomDocument;
  getComputedStyle(element: DomElement): DomStyle;
  scrollX: number;
  scrollY: number;
  CSS: { escape(value: string): string };
  performance: {
    getEntriesByType(type: string): Array<Record<string, number | string>>;
    getEntriesByName(name: string): Array<{ startTime: number }>;
  };
}
