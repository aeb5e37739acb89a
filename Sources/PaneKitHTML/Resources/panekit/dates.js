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

// A date field (a DatePicker, D-108) holds seconds since 1970 in data-epoch; its value is that
// moment in the reader's time zone, as the input's type writes it.
function pad(number, width = 2) {
  return String(number).padStart(width, "0");
}

function fieldValue(field, date) {
  const day = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return field.type === "date" ? day : field.type === "time" ? time : `${day}T${time}`;
}

function writeField(field) {
  const seconds = Number(field.dataset.epoch);
  if (field.dataset.epoch === "" || !Number.isFinite(seconds) || field === document.activeElement) return;
  const value = fieldValue(field, new Date(seconds * 1000));
  if (field.value !== value) field.value = value;
}

// The seconds since 1970 a date field's value names in the reader's time zone: a date keeps the
// time of day it had, a time the day; "" when the field is cleared or not a date.
export function epochOf(field) {
  const before = new Date(Number(field.dataset.epoch || 0) * 1000);
  let date;
  if (field.type === "date") {
    const [year, month, day] = field.value.split("-").map(Number);
    date = new Date(year, month - 1, day, before.getHours(), before.getMinutes());
  } else if (field.type === "time") {
    const [hours, minutes] = field.value.split(":").map(Number);
    date = new Date(before.getFullYear(), before.getMonth(), before.getDate(), hours, minutes);
  } else {
    date = new Date(field.value);
  }
  return Number.isNaN(date.getTime()) ? "" : String(Math.round(date.getTime() / 1000));
}

// Rewrites the dates in and under each element given.
export function writeDates(elements) {
  const now = new Date();
  for (const element of elements) {
    if (element.matches("time[data-date]")) write(element, now);
    for (const inner of element.querySelectorAll("time[data-date]")) write(inner, now);
    if (element.matches("input[data-epoch]")) writeField(element);
    for (const inner of element.querySelectorAll("input[data-epoch]")) writeField(inner);
  }
}
