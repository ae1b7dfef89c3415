'use client'

import { useLayoutEffect, type Dispatch, type RefObject, type SetStateAction } from 'react'

type FormField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

const isFormField = (field: unknown): field is FormField =>
  field instanceof HTMLInputElement ||
  field instanceof HTMLSelectElement ||
  field instanceof HTMLTextAreaElement

/**
 * On slow data a guest can type into the server's form before its script has run. Hydration keeps
 * what the fields hold, but the first render after it (the date pickers learning today's date)
 * writes the state's empty values back over them. What the fields hold when the script starts is
 * taken into the state first, so nothing typed early is lost and the form's checks see it.
 */
export function useTypedBeforeHydration<Values extends { [Name in keyof Values]: string }>(
  formRef: RefObject<HTMLFormElement | null>,
  defaults: Values,
  setValues: Dispatch<SetStateAction<Values>>,
) {
  useLayoutEffect(() => {
    const form = formRef.current
    if (!form) return
    const typed: Partial<Values> = {}
    for (const name of Object.keys(defaults) as (keyof Values & string)[]) {
      const field = form.elements.namedItem(name)
      if (isFormField(field) && field.value !== defaults[name]) {
        typed[name] = field.value as Values[typeof name]
      }
    }
    if (Object.keys(typed).length > 0) setValues((previous) => ({ ...previous, ...typed }))
  }, [formRef, defaults, setValues])
}
