import { resources } from '@partdesk/shared/i18n/resources';
import { uiKit } from '@partdesk/shared/i18n/ui-kit';
import { addNamespaces } from '../core/i18n';

/**
 * The kit's texts (`kit`) and the labels of every resource definition (`resources`), registered when
 * the first kit component loads (imported by each kit file that translates).
 */
addNamespaces({ kit: uiKit, resources });
