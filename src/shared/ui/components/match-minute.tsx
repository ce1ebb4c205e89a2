/**
 * A match minute: a live clock's whole minute ("31'"), or an event's minute as docs/spec.md §5
 * words it (`minuteLabel`: "41'" at league level 3 and above, else "21" or "20+1"), shown as given.
 * The apostrophe is a neutral character, so a right-to-left line would put it before the digits
 * ("'31"); the minute is isolated left to right, like signed figures.
 */
export function MatchMinute({ minute }: { minute: number | string }) {
  return (
    <bdi dir="ltr" className="minute">
      {typeof minute === 'number' ? `${minute}'` : minute}
    </bdi>
  );
}
