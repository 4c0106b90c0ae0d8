/**
 * JSON Schema (2020-12, the dialect of OpenAPI 3.1) from the contract's io-ts codecs, so the
 * published document and the portal's decoding share one source. A codec with a proper name
 * (an identifier such as `OrderDetail`) becomes a component referenced by `$ref`; recursive
 * codecs (module components, module data) refer to themselves that way. io-ts objects accept
 * extra fields, and so do the schemas (no `additionalProperties: false`); a union is `anyOf`,
 * since io-ts takes the first member that fits.
 */
import * as t from 'io-ts';

export type JsonSchema = { readonly [key: string]: unknown };

const COMPONENT_NAME = /^[A-Z][A-Za-z0-9]*$/;

/** Collects the named schemas met while converting; `schemaOf` gives a schema or a `$ref` to one. */
export class SchemaRegistry {
  readonly components: Record<string, JsonSchema> = {};
  private readonly owners = new Map<string, t.Mixed>();

  schemaOf(codec: t.Mixed): JsonSchema {
    const name = codec.name;
    if (COMPONENT_NAME.test(name) && !(codec instanceof t.LiteralType)) {
      const owner = this.owners.get(name);
      if (owner === undefined) {
        this.owners.set(name, codec);
        this.components[name] = {}; // reserved first: a recursive codec refers to itself
        this.components[name] = this.inline(codec);
      }
      if (owner === undefined || owner === codec) return { $ref: `#/components/schemas/${name}` };
    }
    return this.inline(codec);
  }

  private inline(codec: t.Mixed): JsonSchema {
    if (codec instanceof t.StringType) return { type: 'string' };
    if (codec instanceof t.NumberType) return { type: 'number' };
    if (codec instanceof t.BooleanType) return { type: 'boolean' };
    if (codec instanceof t.NullType) return { type: 'null' };
    if (codec instanceof t.UnknownType || codec instanceof t.AnyType) return {};
    if (codec instanceof t.LiteralType) return { const: codec.value };
    if (codec instanceof t.KeyofType) return { type: 'string', enum: Object.keys(codec.keys) };
    if (codec instanceof t.ArrayType || codec instanceof t.ReadonlyArrayType) return { type: 'array', items: this.schemaOf(codec.type) };
    if (codec instanceof t.DictionaryType) return { type: 'object', additionalProperties: this.schemaOf(codec.codomain) };
    if (codec instanceof t.InterfaceType || codec instanceof t.PartialType) return this.object(codec);
    if (codec instanceof t.IntersectionType) return this.intersection(codec.types as t.Mixed[]);
    if (codec instanceof t.UnionType) return this.union(codec.types as t.Mixed[]);
    if (codec instanceof t.RecursiveType) return this.inline(codec.type as t.Mixed);
    if (codec instanceof t.RefinementType || codec instanceof t.ExactType || codec instanceof t.ReadonlyType) return this.schemaOf(codec.type as t.Mixed);
    throw new Error(`No JSON Schema for the codec ${codec.name}`);
  }

  private object(codec: t.InterfaceType<t.Props> | t.PartialType<t.Props>): JsonSchema {
    const properties = Object.fromEntries(Object.entries(codec.props).map(([k, v]) => [k, this.schemaOf(v as t.Mixed)]));
    const required = codec instanceof t.InterfaceType ? Object.keys(codec.props) : [];
    return { type: 'object', properties, ...(required.length ? { required } : {}) };
  }

  /** Objects merge into one object (the usual required-plus-optional shape); anything else is `allOf`. */
  private intersection(types: readonly t.Mixed[]): JsonSchema {
    const parts = types.map((c) => this.inline(c));
    if (parts.every((p) => p.type === 'object' && p.properties !== undefined)) {
      const properties = Object.assign({}, ...parts.map((p) => p.properties));
      const required = parts.flatMap((p) => (p.required as string[] | undefined) ?? []);
      return { type: 'object', properties, ...(required.length ? { required } : {}) };
    }
    return { allOf: types.map((c) => this.schemaOf(c)) };
  }

  private union(types: readonly t.Mixed[]): JsonSchema {
    if (types.every((c) => c instanceof t.LiteralType)) return { enum: types.map((c) => (c as t.LiteralType<string>).value) };
    return { anyOf: types.map((c) => this.schemaOf(c)) };
  }
}
