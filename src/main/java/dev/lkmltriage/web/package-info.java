/**
 * The service face: REST resources (and later the web UI) over the core. Thin: resources inject services that call
 * the core and format its results. Imports Quarkus and the core; the core never imports this.
 */
package dev.lkmltriage.web;
