type Topics<T extends string> = { topics: readonly T[]; labelOf: (topic: T) => { title: string; detail: string } };

/**
 * A switch per topic, each beside its title and a line of detail (`labelOf`, in the page's language): the email and push settings.
 * `onSwitch` saves one topic's new state at once.
 */
export function TopicSwitches<T extends string>({
  topics,
  labelOf,
  settings,
  disabled,
  onSwitch,
}: Topics<T> & { settings: Record<T, boolean>; disabled: boolean; onSwitch: (topic: T, on: boolean) => void }) {
  return topics.map((topic) => {
    const { title, detail } = labelOf(topic);
    return (
      // A grid whose cells are the label's own children: the switch spans both rows, beside the title and the detail.
      <label key={topic} className="grid cursor-pointer grid-cols-[auto_1fr] items-start gap-x-3">
        <input
          type="checkbox"
          className="toggle toggle-secondary row-span-2 mt-0.5"
          checked={settings[topic]}
          disabled={disabled}
          onChange={(event) => onSwitch(topic, event.currentTarget.checked)}
        />
        <span className="font-medium">{title}</span>
        <span className="text-base-content/70 text-sm">{detail}</span>
      </label>
    );
  });
}
