/**
 * A match minute, "31'" or "40+2'". The apostrophe is a neutral character, so a right-to-left
 * line would put it before the digits ("'31"); the minute is isolated left to right, like
 * signed figures.
 */
export function MatchMinute({ minute }: { minute: number | string }) {
  return (
    <bdi dir="ltr" className="minute">
      {minute}'
    </bdi>
  );
}
