/** Dates typed as MM/DD/YYYY (docs/portal.md §Validation rules "Dates"). */
import { invalidDate } from './messages';

const DATE_PATTERN = /^(0[1-9]|1[0-2])\/(\d{2})\/((?:19|20)\d{2})$/;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(month: number, year: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** MM/DD/YYYY with a month 01–12, a day that exists in that month (leap years counted) and a year 19xx or 20xx. */
export function isValidDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  return day >= 1 && day <= daysInMonth(month, Number(match[3]));
}

/** The date message for a field, or undefined when the value is a valid date. */
export const dateError = (label: string, value: string): string | undefined => (isValidDate(value) ? undefined : invalidDate(label));
