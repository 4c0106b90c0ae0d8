/**
 * Fluent's props are optional without `| undefined` (with exactOptionalPropertyTypes on, a prop
 * given as `undefined` is not the same as a prop left out). Our components take optional values
 * (an error that may not be there, a hint some fields have); this passes on those that are there
 * and leaves the others out: `<Field {...presentProps({ hint, validationMessage: error })}>`.
 */
export type PresentProps<T> = { [K in keyof T]?: Exclude<T[K], undefined> };

export function presentProps<T extends object>(props: T): PresentProps<T> {
  const present: PresentProps<T> = {};
  for (const key of Object.keys(props) as Array<keyof T>) {
    const value = props[key];
    if (value !== undefined) present[key] = value as Exclude<T[keyof T], undefined>;
  }
  return present;
}
