// Checks every vector of shared/vectors.json against the generated zod rules (verdict and code).
// `cargo test -p shared` checks the same file against garde on the server.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import vectors from "../../../shared/vectors.json";
import {
  MESSAGE_KEYS,
  RULES,
  ageRange,
  birthDateOn,
  passwordConfirmation,
  phoneWithCode,
  terms,
} from "./generated/rules/rules";

interface Vector {
  rule: string;
  input: unknown;
  valid: boolean;
  code?: string;
  path?: string;
  note?: string;
}

function schemaFor(v: Vector): { schema: z.ZodType; input: unknown } {
  switch (v.rule) {
    case "phone_with_code":
      return { schema: phoneWithCode, input: v.input };
    case "password_confirmation":
      return { schema: passwordConfirmation, input: v.input };
    case "terms":
      return { schema: terms, input: v.input };
    case "range_order":
      return { schema: ageRange, input: v.input };
    case "birth_date_age": {
      const input = v.input as { birthDate: string; today: string };
      return { schema: birthDateOn(input.today), input: input.birthDate };
    }
    default: {
      const schema = (RULES as Record<string, z.ZodType>)[v.rule];
      if (!schema) throw new Error(`vectors.json names an unknown rule ${v.rule}`);
      return { schema, input: v.input };
    }
  }
}

const all = vectors as Vector[];

describe("shared/vectors.json against the generated zod rules", () => {
  it("has vectors", () => {
    expect(all.length).toBeGreaterThan(200);
  });

  it.each(all.map((v, i) => [i, v.rule, JSON.stringify(v.input).slice(0, 60), v] as const))(
    "#%i %s %s",
    (_i, _rule, _shown, v) => {
      const { schema, input } = schemaFor(v);
      const result = schema.safeParse(input);
      if (v.valid) {
        expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([]);
      } else {
        expect(result.success).toBe(false);
        const first = result.success ? undefined : result.error.issues[0];
        expect(first?.message).toBe(v.code);
        if (v.path !== undefined) expect((first?.path ?? []).join(".")).toBe(v.path);
        const key = (first?.message ?? "").split("|")[0];
        expect(MESSAGE_KEYS as readonly string[]).toContain(key);
      }
    },
  );
});
