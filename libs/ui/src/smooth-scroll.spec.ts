import { SMOOTH_SCROLL_MS, smoothScrollTo } from './smooth-scroll';

/** A page 5,000 px long, 1,000 px high, with `element` 2,400 px down it. */
function pageWith(elementTop = 2400) {
  const page = { scrollTop: 0, scrollHeight: 5000, clientHeight: 1000 };
  const element = document.createElement('section');
  document.body.append(element);
  element.getBoundingClientRect = () => ({ top: elementTop - page.scrollTop }) as DOMRect;
  return { page, element };
}

describe('smoothScrollTo (docs/decisions/0150-short-smooth-scroll.md)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('puts the element on screen at once, a quarter screen in, then glides it to the top within SMOOTH_SCROLL_MS', () => {
    const { page, element } = pageWith();
    smoothScrollTo(element, { page });
    expect(page.scrollTop).toBe(2400 - 750); // its top 250 px above the foot of the 1,000 px screen
    jest.advanceTimersByTime(50);
    expect(page.scrollTop).toBeGreaterThan(1650 + 750 * 0.55); // ease-out: more than half the rest after a quarter of the time
    jest.advanceTimersByTime(SMOOTH_SCROLL_MS);
    expect(page.scrollTop).toBe(2400);
  });

  it('starts where it is when the element is already near, and comes from below when it lies above', () => {
    const near = pageWith(500);
    smoothScrollTo(near.element, { page: near.page });
    expect(near.page.scrollTop).toBe(0);
    const above = pageWith(100);
    above.page.scrollTop = 3000;
    smoothScrollTo(above.element, { page: above.page });
    expect(above.page.scrollTop).toBe(100 + 750);
    jest.advanceTimersByTime(SMOOTH_SCROLL_MS + 50);
    expect(above.page.scrollTop).toBe(100);
  });

  it('stops at the end of the page when the element cannot reach the top', () => {
    const { page, element } = pageWith(4800);
    smoothScrollTo(element, { page });
    jest.advanceTimersByTime(SMOOTH_SCROLL_MS + 50);
    expect(page.scrollTop).toBe(4000);
  });

  it('leaves room for scroll-margin-top', () => {
    const { page, element } = pageWith();
    element.style.scrollMarginTop = '160px';
    smoothScrollTo(element, { page });
    jest.advanceTimersByTime(SMOOTH_SCROLL_MS + 50);
    expect(page.scrollTop).toBe(2240);
  });

  it('the user’s wheel, touch, pointer or key stops it where it is; so does the returned function', () => {
    for (const type of ['wheel', 'touchstart', 'pointerdown', 'keydown']) {
      const { page, element } = pageWith();
      smoothScrollTo(element, { page });
      jest.advanceTimersByTime(50);
      window.dispatchEvent(new Event(type));
      const where = page.scrollTop;
      jest.advanceTimersByTime(SMOOTH_SCROLL_MS);
      expect(page.scrollTop).toBe(where);
      expect(where).toBeLessThan(2400);
    }
    const { page, element } = pageWith();
    const stop = smoothScrollTo(element, { page });
    jest.advanceTimersByTime(50);
    stop();
    const where = page.scrollTop;
    jest.advanceTimersByTime(SMOOTH_SCROLL_MS);
    expect(page.scrollTop).toBe(where);
  });

  it('follows the element when the layout above it moves meanwhile', () => {
    let top = 2400;
    const page = { scrollTop: 0, scrollHeight: 5000, clientHeight: 1000 };
    const element = document.createElement('section');
    element.getBoundingClientRect = () => ({ top: top - page.scrollTop }) as DOMRect;
    smoothScrollTo(element, { page });
    jest.advanceTimersByTime(50);
    top = 2600; // e.g. a notice appeared above it
    jest.advanceTimersByTime(SMOOTH_SCROLL_MS);
    expect(page.scrollTop).toBe(2600);
  });
});
