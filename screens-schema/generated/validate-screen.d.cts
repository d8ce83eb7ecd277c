// GENERATED FILE, DO NOT EDIT (screens-schema/build/generate.ts).
import type { ErrorObject } from "ajv";
import type { Block, Screen } from "./types";

export interface CompiledValidator<T> {
  (data: unknown): data is T;
  errors?: ErrorObject[] | null;
}

export declare const validateScreen: CompiledValidator<Screen>;
export declare const validateBlock: CompiledValidator<Block>;
