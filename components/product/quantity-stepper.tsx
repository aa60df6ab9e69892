"use client";

import { stepQuantity } from "@/lib/commerce/booking/quantity";

type Props = {
  value: number;
  min: number;
  max: number;
  onChange: (next: number) => void;
  labels: { decrease: string; increase: string; group: string };
  disabled?: boolean;
  busy?: boolean;
  /** "quantity" in the booking panel; lines in the cart use their own */
  testId?: string;
  size?: "md" | "sm";
};

/**
 * − n + following spec §5 (lib/commerce/booking/quantity stepQuantity): down from the minimum goes to 0,
 * up from below the minimum jumps to it, never above max. A button is disabled when it would not
 * move the value its way (with stock below the minimum, only − to 0 is left).
 */
export function QuantityStepper({
  value,
  min,
  max,
  onChange,
  labels,
  disabled = false,
  busy = false,
  testId = "quantity",
  size = "md",
}: Props) {
  const down = stepQuantity(value, "down", min, max);
  const up = stepQuantity(value, "up", min, max);
  const button = size === "sm" ? "qty-btn qty-btn-sm" : "qty-btn";
  return (
    <div
      className="flex items-center gap-1.5"
      role="group"
      aria-label={labels.group}
      aria-busy={busy || undefined}
    >
      <button
        type="button"
        onClick={() => onChange(down)}
        disabled={disabled || down >= value}
        aria-label={labels.decrease}
        className={button}
        data-testid={`${testId}-down`}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output aria-live="polite" className="w-8 text-center tabular-nums" data-testid={testId}>
        {value}
      </output>
      <button
        type="button"
        onClick={() => onChange(up)}
        disabled={disabled || up <= value}
        aria-label={labels.increase}
        className={button}
        data-testid={`${testId}-up`}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
