import { watchFontLoads } from './fontWatch';

/** A FontFaceSet of faces with the given statuses. */
function faceSet(faces: { family: string; status: FontFaceLoadStatus }[]) {
  let onError: ((event: Event) => void) | undefined;
  let settle: () => void = () => {};
  const set = {
    forEach: (fn: (face: FontFace) => void) => faces.forEach((f) => fn(f as unknown as FontFace)),
    addEventListener: (_type: string, listener: (event: Event) => void) => {
      onError = listener;
    },
  };
  const loaded = (then: () => void) => {
    settle = then;
  };
  return {
    set: set as unknown as FontFaceSet,
    loaded,
    fail: (face: { family: string }) => onError?.({ fontfaces: [face] } as unknown as Event),
    settle: () => settle(),
  };
}

describe('watchFontLoads', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('names a face that failed before it ran, one that fails later, and one still loading at the deadline, each once', async () => {
    const warn = jest.fn();
    const early = { family: 'Early', status: 'error' as FontFaceLoadStatus };
    const late = { family: 'Vazirmatn Variable', status: 'loading' as FontFaceLoadStatus };
    const slow = { family: 'Slow', status: 'loading' as FontFaceLoadStatus };
    const fonts = faceSet([early, late, slow]);
    watchFontLoads({ fonts: fonts.set, deadlineMs: 8000, warn, loaded: fonts.loaded });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/^\[metis\] The font Early could not be loaded/);
    late.status = 'error';
    fonts.fail(late);
    fonts.settle();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1][0]).toMatch(
      /Vazirmatn Variable could not be loaded; the page is shown in the fallback font/,
    );
    jest.advanceTimersByTime(8000);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[2][0]).toMatch(/Slow has not loaded after 8 s/);
  });

  it('says nothing when every face loaded', () => {
    const warn = jest.fn();
    const fonts = faceSet([{ family: 'A', status: 'loaded' }]);
    watchFontLoads({ fonts: fonts.set, warn, loaded: fonts.loaded });
    fonts.settle();
    jest.advanceTimersByTime(10_000);
    expect(warn).not.toHaveBeenCalled();
  });
});
