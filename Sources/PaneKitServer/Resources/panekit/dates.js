// Dates in the reader's locale and time zone: the server writes a date as
// <time datetime="…Z" data-date="style"> with English UTC text, and the page rewrites it here.
// "recent" is Mail's list style: the time today, "Yesterday", the weekday within the last week,
// else the short date.

const formats = {
  date: new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }),
  time: new Intl.DateTimeFormat(undefined, { timeStyle: "short" }),
  dateTime: new Intl.DateTimeFormat(undefined, { dateStyle: "long", timeStyle: "short" }),
};
const weekday = new Intl.DateTimeFormat(undefined, { weekday: "long" });
const shortDate = new Intl.DateTimeFormat(undefined, { dateStyle: "short" });
const relativeDay = new Intl.RelativeTimeFormat(undefined, { numeric: "auto" });

function startOfDay(date) {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

function recent(date, now) {
  // Whole calendar days between them, in the reader's time zone (rounding absorbs DST).
  const days = Math.round((startOfDay(now) - startOfDay(date)) / 86_400_000);
  if (days <= 0) return formats.time.format(date);
  if (days === 1) {
    const yesterday = relativeDay.format(-1, "day");
    return yesterday.charAt(0).toLocaleUpperCase() + yesterday.slice(1);
  }
  if (days < 7) return weekday.format(date);
  return shortDate.format(date);
}

function write(element, now) {
  const date = new Date(element.getAttribute("datetime"));
  if (Number.isNaN(date.getTime())) return;
  const style = element.dataset.date;
  const text = style === "recent" ? recent(date, now) : (formats[style] || formats.dateTime).format(date);
  if (element.textContent !== text) element.textContent = text;
}

// Rewrites the dates in and under each element given.
export function writeDates(elements) {
  const now = new Date();
  for (const element of elements) {
    if (element.matches("time[data-date]")) write(element, now);
    for (const inner of element.querySelectorAll("time[data-date]")) write(inner, now);
  }
}
