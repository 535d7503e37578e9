import { getPortalSystem } from './system';

/** The portal's Chakra system, built when this module loads (`getPortalSystem` builds it later). */
export const portalSystem = getPortalSystem();
