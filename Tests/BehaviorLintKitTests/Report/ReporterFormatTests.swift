import Foundation
import XCTest

@testable import BehaviorLintKit

/// Byte-exact output of every reporter for the fixed run in `ReporterFixtures`. When a format
/// changes on purpose, update the expectation here and say why in the commit.
final class ReporterFormatTests: XCTestCase {
    private func assertOutput(
        _ reporter: any Reporter.Type, _ expected: String, empty: String? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let actual = reporter.render(ReporterFixtures.report())
        XCTAssertEqual(actual, expected, "\(reporter.id) output differs:\n\(actual)", file: file, line: line)
        if let empty {
            let actualEmpty = reporter.render(ReporterFixtures.report(findings: []))
            XCTAssertEqual(
                actualEmpty, empty, "\(reporter.id) output without findings differs:\n\(actualEmpty)",
                file: file, line: line)
        }
    }

    func testXcodeUsesAbsolutePathsAndNoteLinesAndListsWhatFailsTheRunFirst() {
        let root = FileManager.default.currentDirectoryPath
        let error = """
            \(root)/App/HomeViewController.swift:3:5: error: viewWillAppear(_:) does not call super.viewWillAppear(_:) (lifecycle-super-call)
            \(root)/App/HomeViewController.swift:2:13: note: HomeViewController is declared here

            """
        let tracking = """
            \(root)/App/Café Screen.swift:3:32: warning: Screen "Café" tracks <50%> of events & more: a, b (in the DEBUG branch) (screen-tracking)

            """
        let visibility = """
            \(root)/App/HomeViewController.swift:4:9: warning: HomeViewController hides the navigation bar in viewWillAppear and never shows it again (nav-bar-visibility)

            """
        assertOutput(XcodeReporter.self, error + tracking + visibility, empty: "")
        XCTAssertEqual(
            XcodeReporter.render(ReporterFixtures.report().findings), tracking + error + visibility,
            "the [Finding] entry point keeps the order it is given")
    }

    func testAReportListsDefectsBeforeOpportunitiesEachInFileOrder() {
        let at = { (rule: String, path: String, line: Int) in
            Finding(
                ruleID: rule, severity: .warning, path: path, location: SourceLocation(line: line, column: 1),
                endLocation: SourceLocation(line: line, column: 2), message: "m", fingerprintText: "\(line)")
        }
        let report = LintReport(
            findings: [
                at("repeated-lifecycle-concern", "A.swift", 1), at("lifecycle-super-call", "B.swift", 9),
                at("slow-array-concat", "A.swift", 5), at("lifecycle-super-call", "A.swift", 3),
            ], files: ["A.swift", "B.swift"], elapsedSeconds: 0)
        XCTAssertEqual(
            report.findingsByImportance.map { [$0.ruleID, $0.path] },
            [
                ["lifecycle-super-call", "A.swift"], ["lifecycle-super-call", "B.swift"],
                ["slow-array-concat", "A.swift"], ["repeated-lifecycle-concern", "A.swift"],
            ])
        XCTAssertEqual(
            report.findings.map(\.path), ["A.swift", "A.swift", "A.swift", "B.swift"], "machine reports keep file order"
        )
    }

    func testGitHub() {
        assertOutput(
            GitHubReporter.self,
            #"""
            ::error file=App/HomeViewController.swift,line=3,col=5,endLine=5,endColumn=6,title=lifecycle-super-call::viewWillAppear(_:) does not call super.viewWillAppear(_:)%0AApp/HomeViewController.swift:2:13: note: HomeViewController is declared here
            ::warning file=App/Café Screen.swift,line=3,col=32,endLine=3,endColumn=56,title=screen-tracking::Screen "Café" tracks <50%25> of events & more: a, b (in the DEBUG branch)
            ::warning file=App/HomeViewController.swift,line=4,col=9,endLine=4,endColumn=79,title=nav-bar-visibility::HomeViewController hides the navigation bar in viewWillAppear and never shows it again
            behavior-lint: 3 findings (1 error, 2 warnings) in 3 files

            """#,
            empty: #"""
                behavior-lint: no findings in 3 files

                """#)
    }

    func testSARIF() {
        assertOutput(
            SARIFReporter.self,
            ##"""
            {
              "$schema": "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
              "version": "2.1.0",
              "runs": [
                {
                  "tool": {
                    "driver": {
                      "name": "behavior-lint",
                      "semanticVersion": "0.1.0",
                      "informationUri": "https://example.com/behavior-lint",
                      "rules": [
                        {
                          "id": "nav-bar-visibility",
                          "name": "NavBarVisibility",
                          "shortDescription": {
                            "text": "Navigation bar hidden in one hook and never shown again."
                          },
                          "fullDescription": {
                            "text": "Navigation bar hidden in one hook and never shown again."
                          },
                          "helpUri": "https://example.com/behavior-lint/blob/main/Rules/nav-bar-visibility.md",
                          "help": {
                            "text": "# nav-bar-visibility\n\nShow it again.\n",
                            "markdown": "# nav-bar-visibility\n\nShow it again.\n"
                          },
                          "defaultConfiguration": {
                            "level": "warning"
                          },
                          "properties": {
                            "kind": "opportunity",
                            "tags": [
                              "opportunity"
                            ],
                            "scope": "file",
                            "fixable": true
                          }
                        },
                        {
                          "id": "screen-tracking",
                          "name": "ScreenTracking",
                          "shortDescription": {
                            "text": "Screen tracking calls belong in a behavior."
                          },
                          "fullDescription": {
                            "text": "Screen tracking calls belong in a behavior."
                          },
                          "helpUri": "https://example.com/behavior-lint/blob/main/Rules/screen-tracking.md",
                          "defaultConfiguration": {
                            "level": "warning"
                          },
                          "properties": {
                            "kind": "opportunity",
                            "tags": [
                              "opportunity"
                            ],
                            "scope": "file",
                            "fixable": false
                          }
                        },
                        {
                          "id": "lifecycle-super-call",
                          "name": "LifecycleSuperCall",
                          "shortDescription": {
                            "text": "Lifecycle overrides must call super."
                          },
                          "fullDescription": {
                            "text": "Lifecycle overrides must call super."
                          },
                          "helpUri": "https://example.com/behavior-lint/blob/main/Rules/lifecycle-super-call.md",
                          "defaultConfiguration": {
                            "level": "error"
                          },
                          "properties": {
                            "kind": "defect",
                            "tags": [
                              "defect"
                            ],
                            "scope": "file",
                            "fixable": true
                          }
                        }
                      ]
                    }
                  },
                  "columnKind": "unicodeCodePoints",
                  "results": [
                    {
                      "ruleId": "screen-tracking",
                      "ruleIndex": 1,
                      "level": "warning",
                      "message": {
                        "text": "Screen \"Café\" tracks <50%> of events & more: a, b (in the DEBUG branch)"
                      },
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "App/Caf%C3%A9%20Screen.swift",
                              "uriBaseId": "%SRCROOT%"
                            },
                            "region": {
                              "startLine": 3,
                              "startColumn": 30,
                              "endLine": 3,
                              "endColumn": 53
                            }
                          }
                        }
                      ],
                      "partialFingerprints": {
                        "behaviorLint/v1": "8d5489f3605fd619"
                      }
                    },
                    {
                      "ruleId": "lifecycle-super-call",
                      "ruleIndex": 2,
                      "level": "error",
                      "message": {
                        "text": "viewWillAppear(_:) does not call super.viewWillAppear(_:)"
                      },
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "App/HomeViewController.swift",
                              "uriBaseId": "%SRCROOT%"
                            },
                            "region": {
                              "startLine": 3,
                              "startColumn": 5,
                              "endLine": 5,
                              "endColumn": 6
                            }
                          }
                        }
                      ],
                      "relatedLocations": [
                        {
                          "id": 0,
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "App/HomeViewController.swift",
                              "uriBaseId": "%SRCROOT%"
                            },
                            "region": {
                              "startLine": 2,
                              "startColumn": 13
                            }
                          },
                          "message": {
                            "text": "HomeViewController is declared here"
                          }
                        }
                      ],
                      "partialFingerprints": {
                        "behaviorLint/v1": "782e9debf820e60c"
                      }
                    },
                    {
                      "ruleId": "nav-bar-visibility",
                      "ruleIndex": 0,
                      "level": "warning",
                      "message": {
                        "text": "HomeViewController hides the navigation bar in viewWillAppear and never shows it again"
                      },
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "App/HomeViewController.swift",
                              "uriBaseId": "%SRCROOT%"
                            },
                            "region": {
                              "startLine": 4,
                              "startColumn": 9,
                              "endLine": 4,
                              "endColumn": 79
                            }
                          }
                        }
                      ],
                      "partialFingerprints": {
                        "behaviorLint/v1": "eeb68bce319640d8"
                      }
                    }
                  ]
                }
              ]
            }

            """##)
    }

    func testGitLab() {
        assertOutput(
            GitLabReporter.self,
            #"""
            [
              {
                "description": "Screen \"Café\" tracks <50%> of events & more: a, b (in the DEBUG branch)",
                "check_name": "screen-tracking",
                "fingerprint": "8d5489f3605fd619",
                "severity": "minor",
                "location": {
                  "path": "App/Café Screen.swift",
                  "lines": {
                    "begin": 3,
                    "end": 3
                  }
                }
              },
              {
                "description": "viewWillAppear(_:) does not call super.viewWillAppear(_:)",
                "check_name": "lifecycle-super-call",
                "fingerprint": "782e9debf820e60c",
                "severity": "major",
                "location": {
                  "path": "App/HomeViewController.swift",
                  "lines": {
                    "begin": 3,
                    "end": 5
                  }
                }
              },
              {
                "description": "HomeViewController hides the navigation bar in viewWillAppear and never shows it again",
                "check_name": "nav-bar-visibility",
                "fingerprint": "eeb68bce319640d8",
                "severity": "minor",
                "location": {
                  "path": "App/HomeViewController.swift",
                  "lines": {
                    "begin": 4,
                    "end": 4
                  }
                }
              }
            ]

            """#,
            empty: #"""
                []

                """#)
    }

    func testCheckstyle() {
        assertOutput(
            CheckstyleReporter.self,
            #"""
            <?xml version="1.0" encoding="utf-8"?>
            <checkstyle version="4.3">
              <file name="App/Café Screen.swift">
                <error line="3" column="32" severity="warning" message="Screen &quot;Café&quot; tracks &lt;50%&gt; of events &amp; more: a, b (in the DEBUG branch)" source="behavior-lint.rules.screen-tracking"/>
              </file>
              <file name="App/HomeViewController.swift">
                <error line="3" column="5" severity="error" message="viewWillAppear(_:) does not call super.viewWillAppear(_:)" source="behavior-lint.rules.lifecycle-super-call"/>
                <error line="4" column="9" severity="warning" message="HomeViewController hides the navigation bar in viewWillAppear and never shows it again" source="behavior-lint.rules.nav-bar-visibility"/>
              </file>
            </checkstyle>

            """#,
            empty: #"""
                <?xml version="1.0" encoding="utf-8"?>
                <checkstyle version="4.3">
                </checkstyle>

                """#)
    }

    func testJUnit() {
        assertOutput(
            JUnitReporter.self,
            #"""
            <?xml version="1.0" encoding="utf-8"?>
            <testsuites>
              <testsuite package="behavior-lint" id="0" name="nav-bar-visibility" timestamp="2023-11-14T22:13:20" hostname="ci-runner" tests="3" failures="1" errors="0" skipped="0" time="0.083">
                <properties>
                  <property name="behavior-lint-version" value="0.1.0"/>
                  <property name="run-seconds" value="0.250"/>
                </properties>
                <testcase classname="App/Café Screen.swift" name="nav-bar-visibility" time="0"/>
                <testcase classname="App/Clean.swift" name="nav-bar-visibility" time="0"/>
                <testcase classname="App/HomeViewController.swift" name="nav-bar-visibility at 4:9" time="0">
                  <failure type="warning" message="HomeViewController hides the navigation bar in viewWillAppear and never shows it again">App/HomeViewController.swift:4:9: warning: HomeViewController hides the navigation bar in viewWillAppear and never shows it again (nav-bar-visibility)</failure>
                </testcase>
                <system-out/>
                <system-err/>
              </testsuite>
              <testsuite package="behavior-lint" id="1" name="screen-tracking" timestamp="2023-11-14T22:13:20" hostname="ci-runner" tests="3" failures="1" errors="0" skipped="0" time="0.083">
                <properties>
                  <property name="behavior-lint-version" value="0.1.0"/>
                  <property name="run-seconds" value="0.250"/>
                </properties>
                <testcase classname="App/Café Screen.swift" name="screen-tracking at 3:32" time="0">
                  <failure type="warning" message="Screen &quot;Café&quot; tracks &lt;50%&gt; of events &amp; more: a, b (in the DEBUG branch)">App/Café Screen.swift:3:32: warning: Screen &quot;Café&quot; tracks &lt;50%&gt; of events &amp; more: a, b (in the DEBUG branch) (screen-tracking)</failure>
                </testcase>
                <testcase classname="App/Clean.swift" name="screen-tracking" time="0"/>
                <testcase classname="App/HomeViewController.swift" name="screen-tracking" time="0"/>
                <system-out/>
                <system-err/>
              </testsuite>
              <testsuite package="behavior-lint" id="2" name="lifecycle-super-call" timestamp="2023-11-14T22:13:20" hostname="ci-runner" tests="3" failures="1" errors="0" skipped="0" time="0.083">
                <properties>
                  <property name="behavior-lint-version" value="0.1.0"/>
                  <property name="run-seconds" value="0.250"/>
                </properties>
                <testcase classname="App/Café Screen.swift" name="lifecycle-super-call" time="0"/>
                <testcase classname="App/Clean.swift" name="lifecycle-super-call" time="0"/>
                <testcase classname="App/HomeViewController.swift" name="lifecycle-super-call at 3:5" time="0">
                  <failure type="error" message="viewWillAppear(_:) does not call super.viewWillAppear(_:)">App/HomeViewController.swift:3:5: error: viewWillAppear(_:) does not call super.viewWillAppear(_:) (lifecycle-super-call)
            App/HomeViewController.swift:2:13: note: HomeViewController is declared here</failure>
                </testcase>
                <system-out/>
                <system-err/>
              </testsuite>
            </testsuites>

            """#,
            empty: #"""
                <?xml version="1.0" encoding="utf-8"?>
                <testsuites>
                  <testsuite package="behavior-lint" id="0" name="nav-bar-visibility" timestamp="2023-11-14T22:13:20" hostname="ci-runner" tests="3" failures="0" errors="0" skipped="0" time="0.083">
                    <properties>
                      <property name="behavior-lint-version" value="0.1.0"/>
                      <property name="run-seconds" value="0.250"/>
                    </properties>
                    <testcase classname="App/Café Screen.swift" name="nav-bar-visibility" time="0"/>
                    <testcase classname="App/Clean.swift" name="nav-bar-visibility" time="0"/>
                    <testcase classname="App/HomeViewController.swift" name="nav-bar-visibility" time="0"/>
                    <system-out/>
                    <system-err/>
                  </testsuite>
                  <testsuite package="behavior-lint" id="1" name="screen-tracking" timestamp="2023-11-14T22:13:20" hostname="ci-runner" tests="3" failures="0" errors="0" skipped="0" time="0.083">
                    <properties>
                      <property name="behavior-lint-version" value="0.1.0"/>
                      <property name="run-seconds" value="0.250"/>
                    </properties>
                    <testcase classname="App/Café Screen.swift" name="screen-tracking" time="0"/>
                    <testcase classname="App/Clean.swift" name="screen-tracking" time="0"/>
                    <testcase classname="App/HomeViewController.swift" name="screen-tracking" time="0"/>
                    <system-out/>
                    <system-err/>
                  </testsuite>
                  <testsuite package="behavior-lint" id="2" name="lifecycle-super-call" timestamp="2023-11-14T22:13:20" hostname="ci-runner" tests="3" failures="0" errors="0" skipped="0" time="0.083">
                    <properties>
                      <property name="behavior-lint-version" value="0.1.0"/>
                      <property name="run-seconds" value="0.250"/>
                    </properties>
                    <testcase classname="App/Café Screen.swift" name="lifecycle-super-call" time="0"/>
                    <testcase classname="App/Clean.swift" name="lifecycle-super-call" time="0"/>
                    <testcase classname="App/HomeViewController.swift" name="lifecycle-super-call" time="0"/>
                    <system-out/>
                    <system-err/>
                  </testsuite>
                </testsuites>

                """#)
    }

    func testJSON() {
        assertOutput(
            JSONReporter.self,
            #"""
            [
              {
                "ruleId": "screen-tracking",
                "otherRuleIds": [],
                "kind": "opportunity",
                "severity": "warning",
                "file": "App/Café Screen.swift",
                "line": 3,
                "column": 32,
                "endLine": 3,
                "endColumn": 56,
                "message": "Screen \"Café\" tracks <50%> of events & more: a, b (in the DEBUG branch)",
                "hostClass": "CaféViewController",
                "hook": "viewDidAppear",
                "condition": "DEBUG",
                "fixable": false,
                "keptReasons": [
                  "noSafeRewrite"
                ],
                "notes": [],
                "copies": [],
                "fingerprint": "8d5489f3605fd619"
              },
              {
                "ruleId": "lifecycle-super-call",
                "otherRuleIds": [],
                "kind": "defect",
                "severity": "error",
                "file": "App/HomeViewController.swift",
                "line": 3,
                "column": 5,
                "endLine": 5,
                "endColumn": 6,
                "message": "viewWillAppear(_:) does not call super.viewWillAppear(_:)",
                "hostClass": "HomeViewController",
                "hook": "viewWillAppear",
                "condition": null,
                "fixable": true,
                "keptReasons": [],
                "notes": [
                  {
                    "file": "App/HomeViewController.swift",
                    "line": 2,
                    "column": 13,
                    "message": "HomeViewController is declared here"
                  }
                ],
                "copies": [],
                "fingerprint": "782e9debf820e60c"
              },
              {
                "ruleId": "nav-bar-visibility",
                "otherRuleIds": [],
                "kind": "opportunity",
                "severity": "warning",
                "file": "App/HomeViewController.swift",
                "line": 4,
                "column": 9,
                "endLine": 4,
                "endColumn": 79,
                "message": "HomeViewController hides the navigation bar in viewWillAppear and never shows it again",
                "hostClass": "HomeViewController",
                "hook": "viewWillAppear",
                "condition": null,
                "fixable": true,
                "keptReasons": [],
                "notes": [],
                "copies": [],
                "fingerprint": "eeb68bce319640d8"
              }
            ]

            """#,
            empty: #"""
                []

                """#)
    }

    func testSummary() {
        assertOutput(
            SummaryReporter.self,
            #"""
            behavior-lint 0.1.0: 3 findings (1 error, 2 warnings) in 2 of 3 files, 0.25s
            2 fixable with `behavior-lint fix`

            Rule                  Findings  Errors  Fixable
            lifecycle-super-call         1       1        1
            nav-bar-visibility           1       0        1
            screen-tracking              1       0        0

            File                          Findings  Errors  Fixable
            App/HomeViewController.swift         2       1        2
            App/Café Screen.swift                1       0        0

            """#,
            empty: #"""
                behavior-lint 0.1.0: no findings in 3 files, 0.25s

                """#)
    }
}
