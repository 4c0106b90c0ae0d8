import * as t from 'io-ts';

/** GET /countries.json, /states.json, /provinces.json: reference lists fetched at startup. */
export const Country = t.type({ licensehubCountryCode: t.number, displayName: t.string, isoCountryCode: t.string }, 'Country');
export type Country = t.TypeOf<typeof Country>;
export const Countries = t.array(Country, 'Countries');

export const State = t.type({ stateCode: t.string, displayName: t.string }, 'State');
export type State = t.TypeOf<typeof State>;
export const States = t.array(State, 'States');

export const Province = t.type({ provinceCode: t.string, displayName: t.string }, 'Province');
export type Province = t.TypeOf<typeof Province>;
export const Provinces = t.array(Province, 'Provinces');
