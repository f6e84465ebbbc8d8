/** SPEC §9: the library's card lists scroll in steps of 300 px (buttons and arrow keys). */
export const CAROUSEL_STEP_PX = 300;
