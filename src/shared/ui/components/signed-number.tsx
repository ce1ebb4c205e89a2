/**
 * A figure with a sign (goal difference, a change): "+3", "−7", "0". It is isolated left to
 * right, so a right-to-left line never shows "7-".
 */
export function SignedNumber({ value }: { value: number }) {
  const text = value > 0 ? `+${value}` : value < 0 ? `\u2212${-value}` : '0';
  return (
    <bdi dir="ltr" className="signed">
      {text}
    </bdi>
  );
}
