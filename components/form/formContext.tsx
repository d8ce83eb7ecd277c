"use client";

/**
 * The small client context that wires field components to their form's runtime: values, messages, focus
 * targets. A field rendered outside a form (a catalogue story) keeps its value in local state instead.
 */
import { createContext, useCallback, useContext, useState } from "react";
import type { FormValue, FormValues } from "@/domain/forms/fieldRules";
import type { Locale } from "@/domain/types";

export interface FormRuntimeApi {
  locale: Locale;
  screenId: string;
  formId: string;
  values: FormValues;
  /** Localized message per invalid field. */
  errors: Readonly<Record<string, string>>;
  submitting: boolean;
  /**
   * False until the browser has hydrated the form: the submit stays disabled until then, since a click
   * before it would submit natively, without the rules and with the values in a request the server does
   * not expect.
   */
  ready: boolean;
  setValue(name: string, value: FormValue): void;
  /** The element focus goes to when this field is the first invalid one. */
  register(name: string, element: HTMLElement | null): void;
  /** Shows a localized message in the form's alert region (the OTP resend uses it). */
  setFormError(message: string | undefined): void;
}

export const FormContext = createContext<FormRuntimeApi | undefined>(undefined);

export function useFormRuntime(): FormRuntimeApi | undefined {
  return useContext(FormContext);
}

export interface FieldApi<V extends FormValue> {
  value: V;
  setValue(value: V): void;
  error: string | undefined;
  register(element: HTMLElement | null): void;
}

/** One field's slice of the form; `fallback` is its value before the user touches it. */
export function useField<V extends FormValue>(name: string, fallback: V, narrow: (value: FormValue | undefined) => value is V): FieldApi<V> {
  const form = useFormRuntime();
  const [local, setLocal] = useState<V>(fallback);
  const fromForm = form?.values[name];
  const value = form ? (narrow(fromForm) ? fromForm : fallback) : local;
  const setValue = useCallback((next: V) => (form ? form.setValue(name, next) : setLocal(next)), [form, name]);
  const register = useCallback((element: HTMLElement | null) => form?.register(name, element), [form, name]);
  return { value, setValue, error: form?.errors[name], register };
}

export function isString(value: FormValue | undefined): value is string {
  return typeof value === "string";
}

export function isBoolean(value: FormValue | undefined): value is boolean {
  return typeof value === "boolean";
}
