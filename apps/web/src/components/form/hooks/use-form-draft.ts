import { useCallback, useEffect, useRef, useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

/** What is kept of a form between reloads: its values (files and passwords left out) and the step it was on. */
interface Draft {
  values: Record<string, unknown>
  step: number
}

const storageKey = (formKey: string) => `draft:${formKey}`
/** Never kept, whatever the form calls them: secrets stay out of the browser's storage. */
const SECRET = /password|otp|token|secret/i

/** The values without files and secrets (a File cannot be stored; a password must not be). */
export function storableValues(value: unknown, omit: ReadonlySet<string>, path = ''): unknown {
  if (value instanceof Blob) return undefined
  if (Array.isArray(value))
    return value.map((item, i) => storableValues(item, omit, path ? `${path}.${i}` : `${i}`))
  if (value === null || typeof value !== 'object') return value
  const kept: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = path ? `${path}.${key}` : key
    if (SECRET.test(key) || omit.has(innerPath)) continue
    const stored = storableValues(inner, omit, innerPath)
    if (stored !== undefined) kept[key] = stored
  }
  return kept
}

function readDraft(formKey: string): Draft | null {
  try {
    const raw = sessionStorage.getItem(storageKey(formKey))
    if (!raw) return null
    const draft = JSON.parse(raw) as Partial<Draft>
    if (typeof draft.values !== 'object' || draft.values === null) return null
    return { values: draft.values, step: typeof draft.step === 'number' ? draft.step : 0 }
  } catch {
    // A draft that cannot be read (storage off, or written by an older build) is no draft.
    return null
  }
}

function writeDraft(formKey: string, draft: Draft) {
  try {
    sessionStorage.setItem(storageKey(formKey), JSON.stringify(draft))
  } catch {
    // Storage full or disabled: the form still works, it only forgets on reload.
  }
}

interface Options {
  /** Value paths never kept (file fields, anything the form rebuilds itself). */
  omit?: readonly string[]
}

/**
 * Keeps a form's values and step in sessionStorage under its key, so a reload (or a phone that drops the tab)
 * brings the parent back where they were. The draft lives only in this tab and is cleared by `clear()` after a
 * successful submit. Files and fields named like secrets are never stored.
 */
export function useFormDraft<T extends FieldValues, C, O>(
  /** null keeps no draft (the form then behaves as without the hook). */
  formKey: string | null,
  form: UseFormReturn<T, C, O>,
  { omit = [] }: Options = {},
) {
  const [initial] = useState(() => (formKey ? readDraft(formKey) : null))
  const [step, setStep] = useState(initial?.step ?? 0)
  const stepRef = useRef(step)
  stepRef.current = step
  const omitted = useRef(new Set(omit))
  const cleared = useRef(false)

  // Restore once: the saved values over the form's defaults (fields the draft lacks keep their defaults).
  useEffect(() => {
    if (initial) form.reset({ ...form.getValues(), ...initial.values } as T, { keepDefaultValues: true })
  }, [initial, form])

  const save = useCallback(() => {
    if (cleared.current || !formKey) return
    const values = storableValues(form.getValues(), omitted.current) as Record<string, unknown>
    writeDraft(formKey, { values, step: stepRef.current })
  }, [form, formKey])

  useEffect(() => {
    const subscription = form.watch(() => save())
    return () => subscription.unsubscribe()
  }, [form, save])
  useEffect(save, [step, save])

  const clear = useCallback(() => {
    cleared.current = true
    if (formKey) sessionStorage.removeItem(storageKey(formKey))
  }, [formKey])

  return { step, setStep, clear, restored: initial !== null }
}
