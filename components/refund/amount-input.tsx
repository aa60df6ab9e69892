"use client";

import { useState, type InputHTMLAttributes } from "react";

/** "12.5" → 1250 minor units; NaN for anything that is not an amount with at most 2 decimals. */
export function parseMajor(text: string): number {
  const trimmed = text.trim().replace(/,/g, "");
  if (!/^\d{1,9}(\.\d{0,2})?$/.test(trimmed)) return Number.NaN;
  const [whole, frac = ""] = trimmed.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
}

const toMajor = (minor: number) => (Number.isFinite(minor) ? (minor / 100).toFixed(2) : "");

/** A money field typed in major units (12.50) whose value is minor units (1250), as the wire wants. */
export function AmountInput({
  value,
  onChange,
  onBlur,
  ...rest
}: { value: number; onChange: (minor: number) => void; onBlur?: () => void } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "value" | "onChange" | "onBlur"
>) {
  const [text, setText] = useState(() => toMajor(value));
  const [shown, setShown] = useState(value);
  // a value set from outside (another item chosen) replaces what is typed
  if (value !== shown && !(Number.isNaN(value) && Number.isNaN(shown))) {
    setShown(value);
    if (parseMajor(text) !== value) setText(toMajor(value));
  }
  return (
    <input
      {...rest}
      type="text"
      inputMode="decimal"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const minor = parseMajor(e.target.value);
        setShown(minor);
        onChange(minor);
      }}
      onBlur={onBlur}
    />
  );
}
