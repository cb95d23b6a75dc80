/** The phone drawer's element id, for the burger's aria-controls: apart from the drawer, so the header need not load it. */
export const MOBILE_NAV_ID = 'mobile-navigation';
