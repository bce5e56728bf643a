/**
 * The account feature's public face (issue 5): login, registration, password recovery, the slider
 * captcha, SMS code centres, the user centre and level changes. Other features import only from here.
 */
export {};
