/**
 * A `before` function for work that waits its turn (the warming after start-up): it holds every
 * call until `open()`, then lets each through at once. `asked` resolves at the first call.
 */
export function heldGate() {
  let calls = 0;
  let opened = false;
  let asked = () => {};
  let release = () => {};
  const firstAsk = new Promise<void>((resolve) => (asked = resolve));
  const held = new Promise<void>((resolve) => (release = resolve));
  return {
    before(): Promise<void> {
      calls++;
      asked();
      return opened ? Promise.resolve() : held;
    },
    asked: firstAsk,
    calls: () => calls,
    open() {
      opened = true;
      release();
    },
  };
}
