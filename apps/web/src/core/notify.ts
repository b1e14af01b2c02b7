import notification from 'antd/es/notification';
import type { ArgsProps } from 'antd/es/notification/interface';

/**
 * A notification that stays until the user closes it (spec §8 "notifications stay until closed").
 * Bottom right, so notifications that stay never cover the header's popover buttons.
 */
export function notifyPersistent(args: Omit<ArgsProps, 'duration'>): void {
  notification.open({ placement: 'bottomRight', ...args, duration: 0 });
}
