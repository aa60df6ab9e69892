"use client";

import { useState } from "react";
import { regionForCode, type CallingCodeOption } from "./calling-code-options";
import { inputClass } from "./form-fields";

type Props = {
  id: string;
  options: readonly CallingCodeOption[];
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  /** width classes (default: 14rem from the small breakpoint) */
  widthClass?: string;
};

/**
 * Country or region → calling code. Regions sharing a code (+1, +7, +44…) stay distinct
 * options; the form only keeps the code.
 */
export function CallingCodeSelect({ id, options, value, onChange, onBlur, invalid, widthClass = "sm:w-56" }: Props) {
  const [region, setRegion] = useState(() => regionForCode(options, value) ?? "");
  const shown = options.find((o) => o.region === region)?.code === value ? region : (regionForCode(options, value) ?? "");
  return (
    <select
      id={id}
      value={shown}
      onBlur={onBlur}
      aria-invalid={invalid || undefined}
      onChange={(e) => {
        const picked = options.find((o) => o.region === e.target.value);
        if (!picked) return;
        setRegion(picked.region);
        onChange(picked.code);
      }}
      className={`${inputClass} ${widthClass}`}
      data-testid={`${id}-select`}
    >
      {options.map((o) => (
        <option key={o.region} value={o.region}>
          {o.name} +{o.code}
        </option>
      ))}
    </select>
  );
}
